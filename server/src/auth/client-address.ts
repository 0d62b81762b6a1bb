// The client a per-client limit counts: the request's address as Fastify sees it (the socket's, or
// X-Forwarded-For only with TRUST_PROXY), with an IPv6 address cut to its /64. One subscriber line
// is usually given a whole /64, so counting each of its addresses apart would give a guesser
// 2^64 fresh clients.
import { isIPv4, isIPv6 } from 'node:net';

function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export function clientOf(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv6(address)) return ipv6Prefix64(address);
  return address;
}
