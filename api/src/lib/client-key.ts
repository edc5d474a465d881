import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client's address that per-address limits count against.
 *
 * IPv4: the whole address. IPv6: the /64 network, because one subscriber line is normally given a
 * whole /64 (or more) and can pick any of its 2^64 addresses at will, so counting whole IPv6
 * addresses would let anyone step around a limit by changing the last bits. IPv4-mapped IPv6
 * (`::ffff:198.51.100.7`, what a dual-stack socket reports for an IPv4 client) counts as the IPv4
 * address, so one client is one key however its connection arrived.
 *
 * Anything that is not an IP address (it should not happen: Fastify gives the socket's or the trusted
 * proxy's address) is kept as it is, so it still counts against something.
 */
export function clientKey(ip: string): string {
  // A zone index (`fe80::1%eth0`) names an interface of this host, not a different client.
  const address = ip.split('%')[0]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
