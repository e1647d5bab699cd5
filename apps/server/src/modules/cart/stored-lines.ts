import type { StoredCartLine } from '@shop/shared/cart';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart.ts';

/** The user's stored lines, by product and variant id so the answer is stable. */
export async function storedLines({ db, userId }: { db: DbOrTx; userId: number }): Promise<StoredCartLine[]> {
  return db
    .select({ userId: cartLines.userId, productId: cartLines.productId, qty: cartLines.qty, variantId: cartLines.variantId })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.productId), asc(cartLines.variantId));
}
