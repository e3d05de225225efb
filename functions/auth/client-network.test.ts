import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, mapped or not', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one client, however it is written', () => {
    const network = '2001:db8:abcd:12::/64';
    expect(clientNetwork('2001:db8:abcd:12::1')).toBe(network);
    expect(clientNetwork('2001:0db8:abcd:0012:ffff:1:2:3')).toBe(network);
    expect(clientNetwork('2001:DB8:ABCD:12:0:0:0:9')).toBe(network);
    expect(clientNetwork('2001:db8:abcd:13::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
