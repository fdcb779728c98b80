import { describe, expect, it } from 'vitest';
import { altOf, AltMessages, altTextIssues } from './imageAlt';

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
});
