import { describe, expect, test } from 'vitest';
import { clientKey } from './client-address.ts';

describe('clientKey', () => {
  test('an IPv4 client is its address, also when written as IPv6', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  test('IPv6 clients in one /64 share a key, whatever their spelling; another /64 does not', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientKey('2001:DB8:1:2:0:0:0:99')).toBe(key);
    expect(clientKey('2001:db8:1:2:a::')).toBe(key);
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
