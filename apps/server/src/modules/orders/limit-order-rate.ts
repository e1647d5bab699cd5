import type { DbOrTx } from '../../db/client.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { clientKey } from '../../client-address.ts';

const WINDOW_MS = 60_000;

/** At most `limit` (ORDER_RATE_LIMIT, 10) orders a minute per client address and per email, then 429. */
export async function limitOrderRate({ db, ip, email, limit }: { db: DbOrTx; ip: string; email: string; limit: number }): Promise<void> {
  await enforceRateLimit({
    db,
    keys: [`orders:ip:${clientKey(ip)}`, `orders:email:${email.trim().toLowerCase()}`],
    limit,
    windowMs: WINDOW_MS,
    message: 'Too many orders in a minute; please wait a moment and try again',
  });
}
