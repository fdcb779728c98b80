import { describe, expect, it } from 'vitest';
import { guardedLookup, isPrivateAddress, isPrivateHost, RefusedAddress } from './addressPolicy';

describe('where webhooks may not go', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1234',
    'fc00::1',
    'ff02::1',
    'fec0::1', // site-local (issue 43)
    'feff:ffff::1',
    '64:ff9b:1::a00:1',
    '3fff::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:0001::1',
    '[::1]',
    'fe80::1%eth0',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows the public %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('refuses at registration what needs no DNS: IP literals (any spelling) and localhost', () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://2130706433/x', // 127.0.0.1 as one number: the URL parser makes it dotted
      'http://0x7f.1/x',
      'http://[::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[fec0::1]/x',
      'https://localhost/x',
      'https://LOCALHOST./x',
      'https://api.localhost/x',
    ])
      expect(isPrivateHost(url), url).toBe(true);
    expect(isPrivateHost('https://crm.example.com/hooks')).toBe(false);
  });

  it('refuses, after DNS, a name that resolves to a loopback address', async () => {
    const lookup = guardedLookup(false);
    const outcome = await new Promise<unknown>((resolve) =>
      lookup('localhost', { all: true }, (error, addresses) => resolve(error ?? addresses)),
    );
    expect(outcome).toBeInstanceOf(RefusedAddress);
    expect(String(outcome)).toContain('127.0.0.1');
    const allowed = await new Promise<unknown>((resolve) =>
      guardedLookup(true)('localhost', {}, (error, address) => resolve(error ?? address)),
    );
    expect(allowed).toBe('127.0.0.1');
  });
});
