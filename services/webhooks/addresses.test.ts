// Which addresses a webhook may reach: the public internet only, however an inward address is spelled.
import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolvesToPublic } from './addresses';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local and metadata addresses in IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress('93.184.216.34')).toBe(true);
  });

  it('refuses the IPv6 spellings of refused IPv4 addresses: mapped, compatible, NAT64 and 6to4', () => {
    for (const address of [
      '::ffff:127.0.0.1', // IPv4-mapped
      '::ffff:7f00:1',
      '::127.0.0.1', // IPv4-compatible
      '::7f00:1',
      '::a9fe:a9fe', // 169.254.169.254
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '2002:c0a8:101::', // 6to4 of 192.168.1.1
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('accepts only global unicast in IPv6', () => {
    for (const address of ['::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '2001::1'])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    expect(isPublicAddress('::ffff:93.184.216.34')).toBe(true);
    expect(isPublicAddress('2002:5db8:d822::1')).toBe(true); // 6to4 of 93.184.216.34
  });

  it('reads bracketed IPv6 hosts of URLs the same way', async () => {
    expect(await resolvesToPublic('https://[::127.0.0.1]/')).toBe(false);
    expect(await resolvesToPublic('https://[::7f00:1]:8443/')).toBe(false);
    expect(await resolvesToPublic('https://[::a9fe:a9fe]/')).toBe(false);
    expect(await resolvesToPublic('https://[2606:4700:4700::1111]/')).toBe(true);
  });
});
