import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { createShipment } from '../fulfilment/index.ts';
import { newCheckoutToken } from './authorize-order.ts';
import { moveOrder } from './move-order.ts';
import { recordOrderEvent } from './record-order-event.ts';
import type { OrderRow } from './order-view.ts';
import { selectOrderRows, withShipment } from './select-order-rows.ts';

/** Why a new replacement waits: the weather sweep reads its forecast within a minute and plans its day. */
export const REPLACEMENT_WEATHER = 'a replacement: the weather at the address is read next';

/** A replacement placed: the order, and the plants whose stock the conductor holds and sells for it in the same transaction. */
export interface PlacedReplacement {
  order: OrderRow;
  stock: { variantId: number; qty: number; productName: string }[];
}

/**
 * A $0 order of the same variant for `qty` units of one line of `orderId`, to the same customer and
 * address (decision 042), paid with nothing to pay, so it waits to ship with the others, marked as the
 * replacement for the order on its packing slip. Runs in the caller's transaction; the caller, the
 * conductor (decision 066), holds and sells the stock it answers, so it never oversells: not enough
 * stock is an OutOfStock 409 that rolls all of it back. `orders` does not call the inventory.
 */
export async function placeReplacementOrder({ db, input }: { db: DbOrTx; input: { orderId: number; lineId: number; qty: number; now: Date } }): Promise<PlacedReplacement> {
  const { now } = input;
  const [original] = await selectOrderRows(db).where(eq(orders.id, input.orderId));
  if (!original) throw new NotFound('Order');
  const [line] = await db.select().from(orderLines).where(and(eq(orderLines.id, input.lineId), eq(orderLines.orderId, original.id)));
  if (!line) throw new NotFound('Order line');
  if (line.variantId === null || line.productId === null) throw new Conflict(`${line.productName} is no longer in the catalogue: refund it instead`);
  const [order] = await db
    .insert(orders)
    .values({
      userId: original.userId,
      email: original.email,
      firstName: original.firstName,
      lastName: original.lastName,
      street1: original.street1,
      street2: original.street2,
      city: original.city,
      state: original.state,
      zip: original.zip,
      subtotalCents: 0,
      discountCents: 0,
      finalCents: 0,
      shippingRateId: original.shippingRateId,
      shippingName: original.shippingName,
      shippingMinDays: original.shippingMinDays,
      shippingMaxDays: original.shippingMaxDays,
      totalQty: input.qty,
      checkoutTokenHash: newCheckoutToken().hash,
      replacementFor: original.id,
      createdAt: now,
    })
    .returning();
  // Its weather is read by the next sweep (decision 044), outside this transaction: until then it waits.
  const weather = { shipOn: null, decision: 'needs-owner', reason: REPLACEMENT_WEATHER, forecast: null, checkedAt: null } as const;
  const shipment = await createShipment({ db, input: { orderId: order!.id, weather, hardy: original.hardy, now } });
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId: line.productId,
    productName: line.productName,
    variantId: line.variantId,
    variantTitle: line.variantTitle,
    sku: line.sku,
    unitPriceCents: 0,
    qty: input.qty,
    totalCents: 0,
  });
  const shown = line.variantTitle ? `${line.productName} (${line.variantTitle})` : line.productName;
  await recordOrderEvent({ db, input: { orderId: original.id, kind: 'replacement', at: now, note: `#${order!.id}: ${input.qty} x ${shown}` } });
  const paid = await moveOrder({ db, input: { orderId: order!.id, to: 'complete', set: { paidAt: now, paidCents: 0 }, at: now, event: { amountCents: 0, note: `a replacement for #${original.id}` } } });
  return { order: withShipment(paid, shipment), stock: [{ variantId: line.variantId, qty: input.qty, productName: shown }] };
}
