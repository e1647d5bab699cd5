import type { StoredCartLine } from '@shop/shared/cart';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartLines, users } from '../../db/schema/users.ts';
import { NotFound } from '../../errors.ts';

/** The user's stored lines, by product id so the answer is stable. */
export async function storedLines({ db, userId }: { db: DbOrTx; userId: number }): Promise<StoredCartLine[]> {
  return db
    .select({ userId: cartLines.userId, productId: cartLines.productId, qty: cartLines.qty })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.productId));
}

/**
 * Locks the owner's row for the rest of the transaction, so two writes to one cart take turns
 * (and an admin naming an unknown user gets a 404, not a foreign-key error).
 */
export async function lockCartOwner({ db, userId }: { db: DbOrTx; userId: number }): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) throw new NotFound('User');
}
