import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderLines, stockReservations } from '../../db/schema/orders.ts';
import { OutOfStock } from '../../errors.ts';
import { reserveStock } from '../catalog/stock.ts';

/**
 * A canceled order paid late (its hold had run out): takes its stock again if it is still there, sold
 * for good. Answers false, changing nothing, when any of it is gone or a product was deleted.
 */
export async function retakeReleasedStock({ db, input }: { db: Tx; input: { orderId: number } }): Promise<boolean> {
  const { orderId } = input;
  const released = await db
    .select({ productId: stockReservations.productId, qty: stockReservations.qty })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'released')));
  const names = await db.select({ productId: orderLines.productId, name: orderLines.productName }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const lines = released.flatMap((r) =>
    r.productId === null ? [] : [{ productId: r.productId, qty: r.qty, productName: names.find((n) => n.productId === r.productId)?.name ?? `product ${r.productId}` }],
  );
  if (lines.length !== released.length) return false;
  try {
    await db.transaction((savepoint) => reserveStock({ db: savepoint, lines }));
  } catch (error) {
    if (error instanceof OutOfStock) return false;
    throw error;
  }
  await db
    .update(stockReservations)
    .set({ state: 'final' })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'released')));
  return true;
}
