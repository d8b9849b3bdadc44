import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to: its IPv4 /24 or its IPv6 /48. Sign-in limits count per
 * network as well as per address, because whoever holds one address usually holds its neighbors
 * too (an IPv6 customer gets a /48 or a /56; a rented server, a whole /64 at least).
 */
export function networkOf(address: string): string {
  const ip = unmapped(address);
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 3).join(':')}::/48`;
  return ip;
}

/** An IPv4 address written as IPv4-mapped IPv6 (`::ffff:203.0.113.9`), as IPv4; any other value as it is. */
const unmapped = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

/** The eight groups of an IPv6 address, without leading zeros, `::` filled in. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; a /48 or a /64 never reaches it, so it only has to count right.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const fill = tail === undefined ? [] : Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0');
  return [...left, ...fill, ...right].map((g) => (g.includes('.') ? g : g.replace(/^0+(?=.)/, '')));
}

/**
 * What one client holds of the address it calls from: an IPv4 address itself, an IPv6 address's /64.
 * A single IPv6 host or LAN is handed a /64 at least and may call from any address in it, so a limit
 * per address would count each of its requests apart; a limit per /64 counts them together and
 * still leaves its neighbors in a /48 their own. IPv4 neighbors (a /24) are often different people.
 */
export function clientOf(address: string): string {
  const ip = unmapped(address);
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}
