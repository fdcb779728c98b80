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
