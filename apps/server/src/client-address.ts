import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who a client is, for the abuse limits (decision 025): an IPv4 client by its address; an IPv6 client by
 * its /64 prefix, because one host is usually handed a whole /64 and could otherwise take a fresh
 * address for every attempt. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 one.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each as a number in hex without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address;
  // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) becomes its two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const middle = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}
