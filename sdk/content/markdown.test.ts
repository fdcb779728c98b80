import { describe, expect, it } from 'vitest';
import { safeHref } from './markdown';

describe('the policy pages’ link addresses', () => {
  it('refuses a javascript:, data: or protocol-relative address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });

  // Browsers read a backslash as a slash and drop tabs and newlines anywhere in an address, and
  // controls and spaces at its ends: each of these leads to another site or runs script.
  it('refuses another site or a script in disguise', () => {
    for (const bad of [
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      '\u0000//evil.example',
      '/\\\tevil.example',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      '\u0001javascript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
      'tel:javascript:alert(1)',
      'privacy-policy',
    ]) {
      expect(safeHref(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('keeps a path on this site, an #anchor, a mailto, a tel and an http(s) address', () => {
    expect(safeHref('/term-condition')).toBe('/term-condition');
    expect(safeHref('/privacy-policy#cookies')).toBe('/privacy-policy#cookies');
    expect(safeHref('/search?q=a%5Cb')).toBe('/search?q=a%5Cb');
    expect(safeHref('#cookies')).toBe('#cookies');
    expect(safeHref('mailto:privacy@vidyora.in')).toBe('mailto:privacy@vidyora.in');
    expect(safeHref('tel:+91 80 4567 8900')).toBe('tel:+91 80 4567 8900');
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('http://example.com/a')).toBe('http://example.com/a');
  });

  it('keeps a path written with spaces or a newline around it, as the browser reads it', () => {
    expect(safeHref('  /refund-policy\n')).toBe('/refund-policy');
    expect(safeHref('/refund-\npolicy')).toBe('/refund-policy');
  });
});
