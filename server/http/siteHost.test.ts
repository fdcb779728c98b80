import { describe, expect, it } from 'vitest';
import { listenOrigin, normalHost, SITE_ORIGINS_KEPT, siteOrigins } from './siteHost';

describe('normalHost: the Host as a URL writes it, or null', () => {
  it('takes names, addresses and ports, in lower case without the default port', () => {
    expect(normalHost('LMS.example:80', 'http')).toBe('lms.example');
    expect(normalHost('lms.example:443', 'https')).toBe('lms.example');
    expect(normalHost('lms.example:3000', 'http')).toBe('lms.example:3000');
    expect(normalHost('127.0.0.1:1', 'http')).toBe('127.0.0.1:1');
    expect(normalHost('[::1]:3000', 'http')).toBe('[::1]:3000');
    expect(normalHost('xn--bcher-kva.example', 'http')).toBe('xn--bcher-kva.example');
  });

  it('refuses what is not a host', () => {
    for (const host of [
      'a b',
      '[x',
      'a:99999',
      'a:',
      'a/b',
      'a@b',
      'a"b',
      'a<b',
      'a&b',
      'bücher.de',
    ]) {
      expect(normalHost(host, 'http'), host).toBeNull();
    }
    expect(normalHost('x'.repeat(300), 'http')).toBeNull();
  });
});

describe('siteOrigins: which origin a page is rendered for', () => {
  it('is PUBLIC_URL whatever the host', () => {
    const origin = siteOrigins({ publicUrl: 'https://www.example.in', host: '0.0.0.0', port: 80 });
    expect(origin('http', 'evil.example')).toBe('https://www.example.in');
  });

  it('without it, the first origins their own, every later one the listening address', () => {
    const origin = siteOrigins({ host: '0.0.0.0', port: 3000 });
    for (let i = 0; i < SITE_ORIGINS_KEPT; i++) {
      expect(origin('http', `h${i}.example`)).toBe(`http://h${i}.example`);
    }
    expect(origin('http', 'late.example')).toBe('http://localhost:3000');
    expect(origin('http', 'h0.example')).toBe('http://h0.example');
    expect(origin('http', null)).toBe('http://localhost:3000');
    expect(listenOrigin({ host: '::1', port: 0 })).toBe('http://[::1]');
  });
});
