import { sql } from 'drizzle-orm';
import { CONTACT_RATE_RULE } from '../modules/contact/contact-service.js';
import { useTestApp } from '../test/use-test-app.js';
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

describe('per-address limits of the API', () => {
  const ctx = useTestApp();

  const contact = (remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress,
      payload: { name: 'Ada Obi', email: 'ada@example.com', message: 'Do you have Abokis in Jos yet?' },
    });

  it('count every address of an IPv6 /64 as one client on the contact form', async () => {
    // Each message from a different address of one /64, as a client rotating its address would send.
    for (let i = 1; i <= CONTACT_RATE_RULE.limit; i += 1) {
      expect((await contact(`2001:db8:5:6::${i.toString(16)}`)).statusCode).toBe(201);
    }
    const refused = await contact('2001:db8:5:6:aaaa:bbbb:cccc:dddd');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('RATE_LIMITED');
    // The next /64 is another client.
    expect((await contact('2001:db8:5:7::1')).statusCode).toBe(201);
    const { rows } = await ctx.database.db.execute<{ key: string; hits: number }>(
      sql`SELECT key, hits FROM rate_limits WHERE key LIKE 'contact:%' ORDER BY key`,
    );
    expect(rows).toEqual([
      { key: 'contact:ip:2001:db8:5:6::/64', hits: CONTACT_RATE_RULE.limit + 1 },
      { key: 'contact:ip:2001:db8:5:7::/64', hits: 1 },
    ]);
  });

  it('count an IPv4 client the same whether it arrives as IPv4 or IPv4-mapped IPv6', async () => {
    await contact('198.51.100.40');
    await contact('::ffff:198.51.100.40');
    const { rows } = await ctx.database.db.execute<{ hits: number }>(
      sql`SELECT hits FROM rate_limits WHERE key = 'contact:ip:198.51.100.40'`,
    );
    expect(rows).toEqual([{ hits: 2 }]);
  });
});
