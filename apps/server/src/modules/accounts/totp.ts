import { createHmac, randomBytes } from 'node:crypto';

/**
 * HOTP (RFC 4226) and TOTP (RFC 6238) as every authenticator app reads an otpauth:// address by default:
 * HMAC-SHA-1, 6 digits, 30-second steps from the Unix epoch. A few lines on node:crypto rather than a package
 * (decision 070); the RFCs' own test vectors check them (totp.test.ts).
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits (RFC 4226's recommended length), as 32 base32 letters. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226: the code for `counter` under `key`, `digits` long (zero-padded). */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The 30-second step `at` falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code an app shows at `at` for the base32 `secret`. */
export function totpCode(secret: string, at: Date): string {
  return hotp(base32Decode(secret), totpStep(at));
}

/**
 * The step whose code `code` is, within one step either side of `at` (a phone's clock a little off, a code
 * typed as it changed), or null. Each candidate is compared in full: the few microseconds differ by nothing
 * an attacker can measure against the rate limit.
 */
export function matchTotp(secret: string, code: string, at: Date): number | null {
  const key = base32Decode(secret);
  const now = totpStep(at);
  for (const step of [now - 1, now, now + 1]) if (hotp(key, step) === code) return step;
  return null;
}

/** The otpauth:// address an app reads (Key URI Format): the shop as issuer, the account's email as its name. */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
