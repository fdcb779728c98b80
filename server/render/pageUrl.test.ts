import { describe, expect, it } from 'vitest';
import { pageUrl } from './pageUrl';

describe('pageUrl: what of a page request the page depends on', () => {
  it('drops a query string the page does not read', () => {
    expect(pageUrl('/?n=1')).toBe('/');
    expect(pageUrl('/privacy-policy?utm_source=mail&utm_campaign=spring')).toBe('/privacy-policy');
    expect(pageUrl('/?')).toBe('/');
    expect(pageUrl('/term-condition')).toBe('/term-condition');
  });

  it('keeps the parameters the page reads, in the order the page names them', () => {
    expect(pageUrl('/book-a-demo?x=1&cta=header%3A+Book+a+Demo&utm_source=ad', ['cta'])).toBe(
      '/book-a-demo?cta=header%3A+Book+a+Demo',
    );
    expect(pageUrl('/p?b=2&a=1&b=3', ['a', 'b'])).toBe('/p?a=1&b=2&b=3');
    expect(pageUrl('/p?utm_source=ad', ['cta'])).toBe('/p');
  });
});
