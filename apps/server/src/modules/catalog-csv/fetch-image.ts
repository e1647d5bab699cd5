import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses no imported picture is ever fetched from (decision 040): this machine, private networks,
 * link-local (cloud metadata at 169.254.169.254), shared, documentation, multicast and reserved ranges.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-compatible (deprecated), :: and ::1 among them: ::7f00:1 is 127.0.0.1 to some stacks.
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo (2001::/32) and the other special 2001::/23 blocks; 6to4 (2002::/16) whatever IPv4 it carries.
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address, in any spelling (`::`, a dotted IPv4 tail, a zone). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (half: string) => (half === '' ? [] : half.split(':').map((group) => parseInt(group, 16)));
  const before = part(head);
  const after = tail === undefined ? [] : part(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * Every IPv4 address an IPv6 address carries where some stack would reach it (decision 053): mapped
 * (::ffff:0:0/96), translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96) and ISATAP (::5efe:a.b.c.d in any
 * network). IPv4-compatible, 6to4 and Teredo addresses are refused whole by the list above.
 */
function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address);
  const zero = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  const found: string[] = [];
  if (zero(0, 5) && g[5] === 0xffff) found.push(v4Of(g[6]!, g[7]!));
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) found.push(v4Of(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) found.push(v4Of(g[6]!, g[7]!));
  if ((g[4] === 0 || g[4] === 0x200) && g[5] === 0x5efe) found.push(v4Of(g[6]!, g[7]!));
  return found;
}

/** True for an address on the public internet: the only kind an imported picture is fetched from. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  if (BLOCKED.check(address, 'ipv6')) return false;
  return embeddedIpv4(address).every((inner) => !BLOCKED.check(inner, 'ipv4'));
}

export interface FetchImageOptions {
  /** Decides whether an address may be reached; tests of a successful fetch from a local server hand in their own. */
  isAllowedAddress?: (address: string) => boolean;
  /** Resolves a host name to every address it has (DNS by default). */
  lookup?: (host: string) => Promise<{ address: string; family: number }[]>;
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export type FetchResult = { ok: true; bytes: Buffer; contentType: string } | { ok: false; reason: string };

export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
export const IMAGE_FETCH_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = /^image\/(jpeg|jpg|pjpeg|png|webp)\b/i;

class Refused extends Error {}

/**
 * Fetches an imported picture (decision 040): http or https only; the host's every address is resolved
 * and checked first, and the connection goes to a checked address (so a DNS answer cannot change between
 * the check and the connection); each redirect is checked the same way; an answer that is not a JPEG, PNG
 * or WebP, is larger than `maxBytes` or takes longer than `timeoutMs` (all of it) is refused. Never called
 * inside a database transaction.
 */
export async function fetchImage(url: string, options: FetchImageOptions = {}): Promise<FetchResult> {
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const lookup = options.lookup ?? ((host: string) => dnsLookup(host, { all: true, verbatim: true }));
  const maxBytes = options.maxBytes ?? IMAGE_FETCH_MAX_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS);
  let address = url;
  try {
    for (let redirects = 0; ; redirects++) {
      const answer = await fetchOnce(address, { allowed, lookup, maxBytes, signal });
      if (answer.kind === 'image') return { ok: true, bytes: answer.bytes, contentType: answer.contentType };
      if (redirects >= (options.maxRedirects ?? 3)) throw new Refused('too many redirects');
      address = new URL(answer.location, address).toString();
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    if (signal.aborted)
      return {
        ok: false,
        reason: `no answer within ${Math.round((options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS) / 1000)} s`,
      };
    return {
      ok: false,
      reason: `could not be fetched (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

async function fetchOnce(
  address: string,
  {
    allowed,
    lookup,
    maxBytes,
    signal,
  }: {
    allowed: (address: string) => boolean;
    lookup: NonNullable<FetchImageOptions['lookup']>;
    maxBytes: number;
    signal: AbortSignal;
  },
): Promise<{ kind: 'image'; bytes: Buffer; contentType: string } | { kind: 'redirect'; location: string }> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Refused(`'${address.slice(0, 80)}' is not an address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Refused(`only http and https addresses are fetched, not ${url.protocol}`);
  if (url.username || url.password)
    throw new Refused('an address with a user name or password is not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host).catch(() => []);
  if (addresses.length === 0) throw new Refused(`${host} has no address`);
  const refused = addresses.find((one) => !allowed(one.address));
  if (refused)
    throw new Refused(
      `${host} is a private, loopback or link-local address (${refused.address}), which is never fetched`,
    );
  const chosen = addresses[0]!;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'HouseplantShop-import/1.0' },
        // Connect to the address just checked, whatever a second DNS answer would say.
        lookup: ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          opts.all
            ? callback(null, [{ address: chosen.address, family: chosen.family }])
            : callback(null, chosen.address, chosen.family)) as unknown as LookupFunction,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const fail = (error: Error) => {
          response.destroy();
          reject(error);
        };
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ kind: 'redirect', location: response.headers.location });
        }
        if (status !== 200) return fail(new Refused(`answered ${status}`));
        const contentType = String(response.headers['content-type'] ?? '');
        if (!IMAGE_TYPES.test(contentType))
          return fail(new Refused(`is ${contentType || 'of no type'}, not a JPEG, PNG or WebP picture`));
        const length = Number(response.headers['content-length'] ?? 0);
        if (length > maxBytes)
          return fail(new Refused(`is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes)
            return fail(new Refused(`is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ kind: 'image', bytes: Buffer.concat(chunks), contentType }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}
