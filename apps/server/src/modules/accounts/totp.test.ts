import { describe, expect, test } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode } from './totp.ts';

/** RFC 4226 appendix D and RFC 6238 appendix B: the ASCII secret "12345678901234567890". */
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

describe('HOTP (RFC 4226)', () => {
  test('gives appendix D’s codes for counts 0 to 9', () => {
    const codes = Array.from({ length: 10 }, (_, count) => hotp(RFC_KEY, count));
    expect(codes).toEqual(['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']);
  });
});

describe('TOTP (RFC 6238)', () => {
  test('gives appendix B’s SHA-1 codes (8 digits) at each of its times', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(code);
  });

  test('an app’s 6-digit code is the last six of those digits', () => {
    const secret = base32Encode(RFC_KEY);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, new Date(59_000))).toBe('287082');
    expect(totpCode(secret, new Date(1_111_111_109_000))).toBe('081804');
  });

  test('accepts a code one step either side of now, and not two', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-29T12:00:10Z');
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(matchTotp(secret, totpCode(secret, at(-30)), now)).not.toBeNull();
    expect(matchTotp(secret, totpCode(secret, at(30)), now)).not.toBeNull();
    expect(matchTotp(secret, totpCode(secret, at(-60)), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at(60)), now)).toBeNull();
  });

  test('base32 goes both ways and a secret is 32 letters', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  test('the otpauth address names the shop and the account', () => {
    expect(otpauthUri({ issuer: 'Fern & Co', account: 'ann@example.com', secret: 'ABC' })).toBe(
      'otpauth://totp/Fern%20%26%20Co:ann%40example.com?secret=ABC&issuer=Fern+%26+Co&algorithm=SHA1&digits=6&period=30',
    );
  });
});
