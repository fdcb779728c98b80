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

  it('keeps a path on this site, a mailto and an http(s) address', () => {
    expect(safeHref('/term-condition')).toBe('/term-condition');
    expect(safeHref('mailto:privacy@vidyora.in')).toBe('mailto:privacy@vidyora.in');
    expect(safeHref('https://example.com')).toBe('https://example.com/');
  });
});
