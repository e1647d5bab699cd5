import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { OrderRow } from './order-view.ts';
import { selectOrderRows } from './select-order-rows.ts';

/**
 * The order's row, locked until the caller's transaction ends, so its changes of status happen one at
 * a time. `skipLocked`: a sweeper finding it locked by someone else gets undefined and moves on.
 */
export async function lockOrder({ db, input }: { db: DbOrTx; input: { orderId: number; skipLocked?: boolean } }): Promise<OrderRow | undefined> {
  const query = selectOrderRows(db).where(eq(orders.id, input.orderId));
  const [row] = await (input.skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row;
}
