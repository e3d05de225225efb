import { isIPv6 } from 'node:net';

/**
 * The network a sign-in limit counts a client by: an IPv4 address as it is,
 * an IPv6 address by its /64 prefix, which one household or one attacker
 * gets whole (a /64 holds 2^64 addresses to rotate through, so counting
 * single IPv6 addresses would not limit anyone).
 */
export function clientNetwork(address: string): string {
  const mappedIPv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mappedIPv4) return mappedIPv4[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
