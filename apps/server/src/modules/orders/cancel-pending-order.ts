import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, stockReservations } from '../../db/schema/orders.ts';
import { releaseStock } from '../catalog/stock.ts';
import { releaseRedemption } from '../promos/settle-redemption.ts';

/**
 * An unpaid order gives its held stock back and is canceled. Run inside a transaction holding the order's
 * row (`lockOrder`). `expiredAt` (the sweep): only if no held reservation lasts to that time, as a new
 * payment session may have extended it. Answers whether the order was canceled by this call.
 */
export async function cancelPendingOrder({ db, input }: { db: DbOrTx; input: { orderId: number; expiredAt?: Date; now?: Date } }): Promise<boolean> {
  if (input.expiredAt) {
    const [lasting] = await db
      .select({ id: stockReservations.id })
      .from(stockReservations)
      .where(and(eq(stockReservations.orderId, input.orderId), eq(stockReservations.state, 'held'), gte(stockReservations.expiresAt, input.expiredAt)))
      .limit(1);
    if (lasting) return false;
  }
  const released = await db
    .update(stockReservations)
    .set({ state: 'released' })
    .where(and(eq(stockReservations.orderId, input.orderId), eq(stockReservations.state, 'held')))
    .returning({ productId: stockReservations.productId, qty: stockReservations.qty });
  await releaseStock({ db, lines: released });
  await releaseRedemption({ db, input: { orderId: input.orderId } });
  await db
    .update(orders)
    .set({ status: 'canceled', canceledAt: input.expiredAt ?? input.now ?? new Date() })
    .where(and(eq(orders.id, input.orderId), eq(orders.status, 'pending')));
  return true;
}
