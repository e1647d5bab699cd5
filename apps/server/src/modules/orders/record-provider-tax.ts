import { orderTotalCents, quote } from '@shop/shared/pricing-quote';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import type { OrderRow } from './order-view.ts';

/**
 * The sales tax Stripe Tax computed when the order was paid (decision 034), written onto a pending order
 * whose tax was left to it: the order's tax and state, its total (subtotal - discount + shipping + add-ons
 * + tax, as the database checks), and each line's share of the tax through the one quote, so a line refund
 * gives its tax back. Run while holding the order's row; answers the order as it is now.
 */
export async function recordProviderTax({ db, input }: { db: DbOrTx; input: { order: OrderRow; taxCents: number; state: string | null } }): Promise<OrderRow> {
  const { order, taxCents } = input;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const priced = quote({
    lines: lines.map((line) => ({ unitCents: line.unitPriceCents, qty: line.qty })),
    promoRatePercent: order.promoRatePercent,
    shippingCents: order.shippingCents,
    tax: { amountCents: taxCents, shippingTaxable: false },
  });
  for (const [index, line] of lines.entries()) {
    await db.update(orderLines).set({ taxCents: priced.lines[index]!.taxCents }).where(eq(orderLines.id, line.id));
  }
  const finalCents = orderTotalCents({ ...order, taxCents });
  const [updated] = await db.update(orders).set({ taxCents, finalCents, taxState: input.state }).where(eq(orders.id, order.id)).returning();
  return { ...order, ...updated! };
}
