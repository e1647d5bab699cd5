import type { DbOrTx } from '../../db/client.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { clientKey } from '../../client-address.ts';

/** Log-in and sign-up: at most `limit` (AUTH_RATE_LIMIT, 10) attempts a minute per client address and per email. */
const AUTH_WINDOW_MS = 60_000;

/** Called first by the log-in and sign-up handlers, before any password is hashed. */
export async function limitAuthAttempts({
  db,
  action,
  ip,
  email,
  limit,
}: {
  db: DbOrTx;
  action: 'login' | 'signup';
  ip: string;
  email: string;
  limit: number;
}): Promise<void> {
  await enforceRateLimit({
    db,
    keys: [`${action}:ip:${clientKey(ip)}`, `${action}:email:${email.trim().toLowerCase()}`],
    limit,
    windowMs: AUTH_WINDOW_MS,
  });
}
