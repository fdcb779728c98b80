import { describe, expect, it } from 'vitest';
import { paragraphsOf, promoDay, promoShown, telOf } from './display';

describe('what the public pages compute from the settings', () => {
  it('counts the promo’s last day in India: it ends at midnight IST, not UTC', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is already the next day there.
    expect(promoDay(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11-30');
    expect(promoDay(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    const promo = { promoEnabled: true, promoEndsOn: '2026-11-30' };
    expect(promoShown(promo, new Date('2026-11-30T18:29:00Z'))).toBe(true);
    expect(promoShown(promo, new Date('2026-11-30T18:30:00Z'))).toBe(false);
  });

  it('shows a switched-on promo without an end day, and never a switched-off one', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(promoShown({ promoEnabled: true, promoEndsOn: '' }, now)).toBe(true);
    expect(promoShown({ promoEnabled: false, promoEndsOn: '' }, now)).toBe(false);
  });

  it('dials the digits of a displayed number, keeping a leading plus', () => {
    expect(telOf('+91 98765-43210')).toBe('+919876543210');
    expect(telOf('(080) 4000 1234')).toBe('08040001234');
  });

  it('splits the e-learning text into paragraphs at empty lines', () => {
    expect(paragraphsOf('One\nstill one\n\n  Two  \n\n\n')).toEqual(['One\nstill one', 'Two']);
  });
});
