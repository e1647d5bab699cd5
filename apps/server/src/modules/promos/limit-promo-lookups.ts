import type { DbOrTx } from '../../db/client.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { clientKey } from '../../client-address.ts';

/** A shopper checks a code or two; a guesser tries hundreds. At most this many look-ups a minute per address. */
export const PROMO_LOOKUPS_PER_MINUTE = 20;

export async function limitPromoLookups({ db, ip }: { db: DbOrTx; ip: string }): Promise<void> {
  await enforceRateLimit({
    db,
    keys: [`promo-lookup:ip:${clientKey(ip)}`],
    limit: PROMO_LOOKUPS_PER_MINUTE,
    windowMs: 60_000,
    message: 'Too many promo codes tried; please wait a minute and try again',
  });
}
