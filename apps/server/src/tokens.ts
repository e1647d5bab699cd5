import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret handed to one client (a session token, a guest's checkout token): 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a copy of the database opens no session and no order. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the secret whose hash is stored, compared in constant time. */
export function tokenMatches(token: string | null, storedHash: string): boolean {
  if (!token) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
