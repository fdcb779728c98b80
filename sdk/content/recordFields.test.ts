import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Counter, FormBoolean, requiredText } from '../schemas/common';
import { home } from './home';
import { recordFields, valueKind } from './recordFields';
import { settings } from './settings';
import { testimonials } from './testimonials';

describe('the stored kind of a field', () => {
  it('reads text, whole numbers and flags through their wrappers', () => {
    expect(valueKind(requiredText(10))).toBe('text');
    expect(valueKind(requiredText(10).pipe(z.email()))).toBe('text');
    expect(valueKind(z.string().optional())).toBe('text');
    expect(valueKind(Counter)).toBe('integer');
    expect(valueKind(z.number().int().min(1))).toBe('integer');
    expect(valueKind(FormBoolean)).toBe('boolean');
    expect(valueKind(FormBoolean.optional())).toBe('boolean');
  });

  it('refuses what no column kind holds, naming the field', () => {
    expect(() => valueKind(z.number(), 'faqs.weight')).toThrow(/faqs\.weight: no stored kind/);
    expect(() => valueKind(z.date(), 'faqs.day')).toThrow(/faqs\.day/);
  });
});

describe('the fields of a stored record', () => {
  it('lists images, their alt fields, text and numbers, blank where a write may leave them', () => {
    const fields = recordFields(testimonials);
    expect(fields).toEqual([
      { name: 'testimonialDesc', kind: 'text', blank: false },
      { name: 'testimonialPersonName', kind: 'text', blank: false },
      { name: 'testimonialImg', kind: 'image', required: true },
      { name: 'rating', kind: 'integer', blank: false },
      { name: 'isActive', kind: 'boolean' },
      { name: 'testimonialImgAlt', kind: 'altText', image: 'testimonialImg' },
      { name: 'testimonialImgDecorative', kind: 'decorative', image: 'testimonialImg' },
    ]);
  });

  it('gives a variant image no alt fields and marks optional text blank', () => {
    const homeNames = recordFields(home).map((f) => f.name);
    expect(homeNames).toContain('serviceBannerImageMob');
    expect(homeNames).not.toContain('serviceBannerImageMobAlt');
    const byName = new Map(recordFields(settings).map((f) => [f.name, f]));
    expect(byName.get('footerColumns')).toEqual({
      name: 'footerColumns',
      kind: 'text',
      blank: true,
    });
    expect(byName.get('brandName')).toEqual({ name: 'brandName', kind: 'text', blank: false });
    expect(byName.get('promoEnabled')).toEqual({ name: 'promoEnabled', kind: 'boolean' });
    expect(byName.get('promoPercent')).toEqual({
      name: 'promoPercent',
      kind: 'integer',
      blank: false,
    });
  });
});
