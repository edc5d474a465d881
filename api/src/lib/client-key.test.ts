import { clientKey } from './client-key.js';

describe('clientKey', () => {
  it('keys IPv4 clients by the whole address', () => {
    expect(clientKey('203.0.113.10')).toBe('203.0.113.10');
    expect(clientKey('203.0.113.11')).not.toBe(clientKey('203.0.113.10'));
  });

  it('keys IPv6 clients by their /64, however the address is written', () => {
    const key = '2001:db8:1234:5678::/64';
    for (const address of [
      '2001:db8:1234:5678::1',
      '2001:db8:1234:5678:ffff:ffff:ffff:ffff',
      '2001:0DB8:1234:5678:0000:0000:0000:0002',
      '2001:db8:1234:5678:a:b:c:d',
      '2001:db8:1234:5678::1%eth0',
    ]) {
      expect(clientKey(address)).toBe(key);
    }
    expect(clientKey('2001:db8:1234:5679::1')).toBe('2001:db8:1234:5679::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    // Groups past the first four never change the key; the fourth always does.
    expect(clientKey('1:2:3:4:5:6:7:8')).toBe('1:2:3:4::/64');
    expect(clientKey('1:2:3::4')).toBe('1:2:3:0::/64');
  });

  it('keys IPv4-mapped IPv6 as the IPv4 address it carries', () => {
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::FFFF:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(clientKey('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
    // Other addresses with an IPv4 tail are IPv6 networks (NAT64 here), keyed by their /64.
    expect(clientKey('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps anything that is not an IP address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('')).toBe('');
  });
});
