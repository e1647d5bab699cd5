import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart.ts';

/** Empties a user's stored cart; checkout calls it when an order is paid. */
export async function purgeCart({ db, userId }: { db: DbOrTx; userId: number }): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}
