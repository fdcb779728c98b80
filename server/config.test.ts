import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('scale-out settings', () => {
  it('DEMO_CONTENT defaults to on, turns off with false, and refuses anything else', () => {
    expect(loadConfig({}).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: 'true' }).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: 'false' }).demoContent).toBe(false);
    expect(loadConfig({ DEMO_CONTENT: 'FALSE' }).demoContent).toBe(false);
    expect(() => loadConfig({ DEMO_CONTENT: 'no' })).toThrow(/DEMO_CONTENT must be true or false/);
  });

  it('shares rate limits through the database exactly when it is PostgreSQL', () => {
    expect(loadConfig({}).sharedRateLimits).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/lms' }).sharedRateLimits).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, false or 0', () => {
    for (const value of [undefined, '', 'false', 'FALSE', '0']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it("takes the proxies' addresses, CIDRs and named ranges", () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/24, ::1 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/24',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true trusts every hop, so a client can choose its own address.*TRUST_PROXY=127\.0\.0\.1/,
    );
    // A range holding every address is the same thing.
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/trusts every hop/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,::/0' })).toThrow(/trusts every hop/);
  });

  it('refuses a range holding every IPv4 or every IPv6 address, in any spelling', () => {
    const everyIpv4 = [
      '::ffff:0.0.0.0/96', // IPv4-mapped: Fastify matches every IPv4 client against it
      '::ffff:0:0/96',
      '0:0:0:0:0:FFFF:0000:0000/096',
      '0000:0000:0000:0000:0000:ffff:0.0.0.0/96',
      '::ffff:0:0/95',
      '::/96', // IPv4-compatible
      '::0.0.0.0/96',
      '::ffff:0:0:0/96', // IPv4-translated (SIIT)
      '64:ff9b::/96', // NAT64
      '64:ff9b:1::/48', // NAT64, local use
      '2002::/16', // 6to4
      '2001::/32', // Teredo
      '::/64',
      '0.0.0.0/00',
    ];
    for (const value of everyIpv4) {
      expect(() => loadConfig({ TRUST_PROXY: `10.0.0.5,${value}` }), value).toThrow(
        /holds every IPv4 address.*trusts every hop.*TRUST_PROXY=127\.0\.0\.1/,
      );
    }
    for (const value of ['::/0', '0:0:0:0:0:0:0:0/0', '::/000']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/holds every IPv6 address/);
    }
  });

  it('refuses ranges wider than the widest private range, and lists that add up to everything', () => {
    const tooWide = [
      '0.0.0.0/1',
      '::ffff:128.0.0.0/97', // 128.0.0.0/1 written as IPv4-mapped IPv6
      '2002:8000::/17', // 128.0.0.0/1 in 6to4
      '64:ff9b::8000:0/97',
      '10.0.0.0/7',
      '2000::/3',
      '::/1',
    ];
    for (const value of tooWide) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/wider than|holds every/);
    }
    const everySlash8 = Array.from({ length: 256 }, (_, i) =>
      i % 2 === 0 ? `${i}.0.0.0/8` : `::ffff:${i}.0.0.0/104`,
    );
    expect(() => loadConfig({ TRUST_PROXY: everySlash8.join(',') })).toThrow(
      /together hold every IPv4 address/,
    );
  });

  it('still takes real proxies written in any of those spellings', () => {
    const real = [
      '::ffff:10.0.0.0/104',
      '::ffff:127.0.0.1',
      '10.0.0.0/8',
      'fc00::/7',
      'fe80::/10',
      'fe80::1%eth0',
      '2606:4700::/32',
      '173.245.48.0/20',
      '2002:c000:204::/48',
      '64:ff9b::10.0.0.5',
    ];
    expect(loadConfig({ TRUST_PROXY: real.join(',') }).trustProxy).toEqual(real);
  });

  it('refuses a hop count, which Fastify would read as trusting nothing', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY=1 is a hop count.*TRUST_PROXY=127\.0\.0\.1/,
    );
  });

  it('names an entry that is neither an address nor a CIDR', () => {
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,nginx.local' })).toThrow(/"nginx\.local"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10\.0\.0\.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: '::1/129' })).toThrow(/is neither/);
  });
});

describe('ADMIN_PASSWORD', () => {
  it('is refused at start with the rule it breaks', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD is refused: Use at least 12 characters/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'the-admin-password-1' })).toThrow(
      /must not contain your username.*ADMIN_USERNAME is "admin"/,
    );
    expect(() => loadConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: '1qaz2wsx3EDC' })).toThrow(
      /10,000 most common/,
    );
  });

  it('is kept when it passes, and stays unset (generated later) when not given', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'violet kettle on a hill' }).adminPassword).toBe(
      'violet kettle on a hill',
    );
    expect(loadConfig({ ADMIN_PASSWORD: '' }).adminPassword).toBeUndefined();
  });
});
