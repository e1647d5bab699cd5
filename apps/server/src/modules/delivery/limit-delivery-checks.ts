import type { DbOrTx } from '../../db/client.ts';
import { clientKey } from '../../client-address.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';

/**
 * A shopper checks a ZIP code or two, and each product page they open with a remembered one asks again; a
 * script walking the country's ZIP codes would make the shop ask the weather service about each. At most
 * this many delivery checks a minute per address.
 */
export const DELIVERY_CHECKS_PER_MINUTE = 60;

export async function limitDeliveryChecks({ db, ip }: { db: DbOrTx; ip: string }): Promise<void> {
  await enforceRateLimit({
    db,
    keys: [`delivery-check:ip:${clientKey(ip)}`],
    limit: DELIVERY_CHECKS_PER_MINUTE,
    windowMs: 60_000,
    message: 'Too many delivery checks; please wait a minute and try again',
  });
}
