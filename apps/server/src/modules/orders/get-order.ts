import { fromCents } from '@shop/shared/money';
import { type AdminOrder, formatAddress } from '@shop/shared/orders';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders, paymentSessions } from '../../db/schema/orders.ts';
import { NotFound } from '../../errors.ts';
import { toAdminOrderSummary, toPlacedLine } from './order-view.ts';

/** One order as the admin sees it: totals, ship-to, lines and every payment attempt. */
export async function getOrder({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<AdminOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw new NotFound('Order');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const sessions = await db.select().from(paymentSessions).where(eq(paymentSessions.orderId, order.id)).orderBy(asc(paymentSessions.createdAt));
  const { firstName, lastName, street1, street2, city, state, zip } = order;
  return {
    ...toAdminOrderSummary(order, sessions.some((s) => s.status === 'paid')),
    shipTo: { firstName, lastName, street1, street2, city, state, zip },
    address: formatAddress(order),
    paymentMethod: order.paymentMethod,
    paidAt: order.paidAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    lines: lines.map((line) => ({ ...toPlacedLine(line), id: line.id, productId: line.productId })),
    payments: sessions.map((s) => ({
      provider: s.provider,
      status: s.status,
      amount: fromCents(s.amountCents),
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
  };
}
