import { describe, expect, it } from 'vitest';
import { isSiteLink, readLinkGroups, readLinks } from './linkLines';

describe('link lines', () => {
  it('reads web addresses and pages of this site (issue 44: the header links to pages)', () => {
    const text =
      'Features | /#feature\nFor schools | /for-schools\nBlog | https://blog.example.com';
    expect(readLinks(text)).toEqual([
      { label: 'Features', href: '/#feature' },
      { label: 'For schools', href: '/for-schools' },
      { label: 'Blog', href: 'https://blog.example.com' },
    ]);
  });

  it('refuses addresses that leave the site without saying so, naming the line', () => {
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'for-schools',
    ]) {
      const { error } = readLinkGroups(`Home | /\nBad | ${href}`);
      expect(error, href).toEqual({
        line: 2,
        message: 'A link address must start with https://, http://, or / for a page of this site.',
      });
    }
  });

  it('tells a path on this site from an address elsewhere', () => {
    expect(isSiteLink('/for-schools')).toBe(true);
    expect(isSiteLink('/#feature')).toBe(true);
    expect(isSiteLink('//cdn.example.com/x')).toBe(false);
    expect(isSiteLink('https://example.com')).toBe(false);
    expect(isSiteLink('/with space')).toBe(false);
  });
});
