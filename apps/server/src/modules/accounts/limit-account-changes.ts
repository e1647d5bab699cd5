import type { DbOrTx } from '../../db/client.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { clientKey } from '../../client-address.ts';

/**
 * Changes that check the caller's password are counted like log-ins (decision 018): a password change
 * at most `limit` (AUTH_RATE_LIMIT, 10) a minute per account and per client address; an email change at
 * most `limit` an hour per account, per client address and per email asked for, so that "already
 * registered" cannot be used to list the shop's customers.
 */
const WINDOW_MS = { password: 60_000, email: 60 * 60_000 } as const;

export async function limitAccountChanges({
  db,
  action,
  userId,
  ip,
  email,
  limit,
}: {
  db: DbOrTx;
  action: 'password' | 'email';
  userId: number;
  ip: string;
  /** The email asked for, for an email change. */
  email?: string;
  limit: number;
}): Promise<void> {
  const keys = [`${action}-change:user:${userId}`, `${action}-change:ip:${clientKey(ip)}`];
  if (email !== undefined) keys.push(`${action}-change:email:${email.trim().toLowerCase()}`);
  await enforceRateLimit({
    db,
    keys,
    limit,
    windowMs: WINDOW_MS[action],
    message: action === 'email' ? 'Too many email changes, please try again in an hour' : undefined,
  });
}
