import { describe, expect, it } from 'vitest';
import { clientOf, networkOf } from './client-address';

describe('the network of a client address', () => {
  it('is the /24 of an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe(networkOf('203.0.113.7'));
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.7')).not.toBe(networkOf('203.0.113.7'));
  });

  it('is the /48 of an IPv6 address however it is written', () => {
    expect(networkOf('2001:db8:abcd:1::5')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:0db8:abcd:ffff:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('2001:db8:0:1::1')).toBe(networkOf('2001:db8::1'));
    expect(networkOf('2001:db8:1::1')).not.toBe(networkOf('2001:db8::1'));
    expect(networkOf('::1')).toBe('0:0:0::/48');
  });

  it('is the value itself when it is no address', () => {
    expect(networkOf('unknown')).toBe('unknown');
  });
});

describe('the client an address stands for', () => {
  it('is an IPv4 address itself, also when written as IPv4-mapped IPv6', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('203.0.113.8')).not.toBe(clientOf('203.0.113.7'));
  });

  it('is the /64 of an IPv6 address however it is written, and no wider', () => {
    expect(clientOf('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe(clientOf('2001:db8:1:2::5'));
    expect(clientOf('2001:db8:1:3::5')).not.toBe(clientOf('2001:db8:1:2::5'));
  });
});
