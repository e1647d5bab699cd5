import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promoRedemptions } from '../../db/schema/promos.ts';

/** The order was paid: its use of a promo is final (even if it had been released: the shopper paid). */
export async function useRedemption({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<void> {
  await db.update(promoRedemptions).set({ state: 'used' }).where(eq(promoRedemptions.orderId, input.orderId));
}

/** The order was canceled or expired unpaid: its use of a promo counts again for the cap and the buyer. */
export async function releaseRedemption({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<void> {
  await db
    .update(promoRedemptions)
    .set({ state: 'released' })
    .where(and(eq(promoRedemptions.orderId, input.orderId), eq(promoRedemptions.state, 'held')));
}
