import { describe, expect, it } from 'vitest';
import {
  altOf,
  AltMessages,
  altTextIssues,
  imagesNeedingAltText,
  sendsAltFields,
} from './imageAlt';

const images = {
  logo: { alt: 'mayBeDecorative' },
  banner: { alt: 'content' },
  bannerMob: { alt: 'variant' },
} as const;
const everyImage = () => true;

describe('the alt text rule', () => {
  it('asks a shown content image for alt text, and refuses "decorative" for it', () => {
    const issues = altTextIssues(images, { logoAlt: 'Logo', bannerDecorative: true }, everyImage);
    expect(issues).toEqual([{ path: ['bannerAlt'], message: AltMessages.required }]);
  });

  it('lets a may-be-decorative image go without alt text only when marked', () => {
    expect(altTextIssues(images, { bannerAlt: 'A class', logoAlt: ' ' }, everyImage)).toEqual([
      { path: ['logoAlt'], message: AltMessages.requiredOrDecorative },
    ]);
    const marked = { bannerAlt: 'A class', logoDecorative: 'true' };
    expect(altTextIssues(images, marked, everyImage)).toEqual([]);
  });

  it('needs nothing for an image that is not shown, nor for a variant', () => {
    expect(altTextIssues(images, {}, (name) => name === 'bannerMob')).toEqual([]);
  });

  it('gives the page the stored text, or empty alt when decorative', () => {
    expect(altOf({ logoAlt: 'Orange circle', logoDecorative: false }, 'logo')).toBe(
      'Orange circle',
    );
    expect(altOf({ logoAlt: 'Orange circle', logoDecorative: true }, 'logo')).toBe('');
    expect(altOf(null, 'logo')).toBe('');
  });

  it('tells a write that sends no alt field (spec-era) from one that sends it blank', () => {
    expect(sendsAltFields({ bannerTitle: 'Hi' }, 'banner')).toBe(false);
    expect(sendsAltFields({ bannerAlt: '' }, 'banner')).toBe(true);
    expect(sendsAltFields({ bannerDecorative: false }, 'banner')).toBe(true);
  });
});

describe('images that need alt text (issue 46)', () => {
  const described = { banner: 'b.png', bannerAlt: 'A class', logo: 'l.png', logoAlt: 'Logo' };

  it('flags a shown image stored without alt text, and the page gives it alt=""', () => {
    const record = { ...described, bannerAlt: '', bannerDecorative: false };
    expect(imagesNeedingAltText(images, record)).toEqual(['banner']);
    expect(altOf(record, 'banner')).toBe('');
    expect(imagesNeedingAltText(images, { ...described, logoAlt: '  ' })).toEqual(['logo']);
  });

  it('flags nothing described, marked decorative, not shown, or a variant', () => {
    expect(imagesNeedingAltText(images, described)).toEqual([]);
    const decorative = { ...described, logoAlt: '', logoDecorative: true };
    expect(imagesNeedingAltText(images, decorative)).toEqual([]);
    expect(imagesNeedingAltText(images, { banner: '', logo: '', bannerMob: 'm.png' })).toEqual([]);
    expect(imagesNeedingAltText(images, null)).toEqual([]);
  });

  it('flags a content image even when marked decorative (it may not be)', () => {
    const record = { ...described, bannerAlt: '', bannerDecorative: true };
    expect(imagesNeedingAltText(images, record)).toEqual(['banner']);
  });
});
