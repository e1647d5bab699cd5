import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockLevels } from '../../db/schema/inventory.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { moveStock } from './move-stock.ts';
import { announceStockChange } from './stock-changes.ts';

/**
 * The owner sets a unit's count (the product form's quantity), recorded as an adjustment by the count's
 * difference. With `expectedQty` (the count the form was loaded with) nothing changes unless the count is
 * still that figure: an order placed between loading and saving gets a 409 naming the current count
 * instead of being silently added back.
 */
export async function setStock({
  db,
  input,
}: {
  db: DbOrTx;
  input: { variantId: number; qty: number; expectedQty?: number | undefined; actorId?: number | null; at?: Date; cause?: 'adjustment' | 'import' };
}): Promise<void> {
  const [current] = await db.select({ onHand: stockLevels.onHand }).from(stockLevels).where(eq(stockLevels.variantId, input.variantId)).for('update');
  if (!current) throw new NotFound('Product');
  if (input.expectedQty !== undefined && current.onHand !== input.expectedQty) {
    throw new Conflict(`The stock changed to ${current.onHand} since this form was opened (orders came in). Check the quantity and save again.`);
  }
  const delta = input.qty - current.onHand;
  if (delta === 0) return;
  await moveStock(db, { variantId: input.variantId, delta, cause: input.cause ?? 'adjustment', actorId: input.actorId ?? null, at: input.at });
  await announceStockChange(db, [input.variantId]);
}
