import type { DbOrTx } from '../../db/client.ts';
import { Conflict } from '../../errors.ts';
import { loadStock } from './read-stock.ts';
import { moveStock } from './move-stock.ts';
import { announceStockChange } from './stock-changes.ts';

/**
 * The owner changes a variant's count by so many units (a delivery, a recount): one conditional update,
 * so an order placed meanwhile is never overwritten, with its ledger row. A change that would take the
 * count below zero is a 409 naming what there is. Answers the count after it.
 */
export async function adjustStock({
  db,
  input,
}: {
  db: DbOrTx;
  input: { variantId: number; change: number; actorId?: number | null; reason?: string | null; note?: string | null; at?: Date };
}): Promise<number> {
  const { variantId, change } = input;
  const after = await moveStock(db, { variantId, delta: change, cause: 'adjustment', actorId: input.actorId ?? null, reason: input.reason ?? null, note: input.note ?? null, at: input.at });
  if (after === null) {
    const [current] = await loadStock(db, [variantId]);
    throw new Conflict(current ? `Only ${current.qty} in stock: it cannot go down by ${-change}` : 'That variant has no stock to change');
  }
  await announceStockChange(db, [variantId]);
  return after;
}
