import type { PackingSlip } from '@shop/shared/after-sale';
import type { OrderPickup } from '@shop/shared/pickup';
import { fromCents } from '@shop/shared/money';
import { localDayAndHour } from '@shop/shared/ship-dates';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { readShopTimeZone } from '../settings/index.ts';
import type { OrderLineRow, OrderRow } from './order-view.ts';
import { orderPickupOf } from './order-pickup.ts';
import { selectOrderRows } from './select-order-rows.ts';

function slipOf(order: OrderRow, lines: OrderLineRow[], timeZone: string, today: string, pickup: OrderPickup | null): PackingSlip {
  // What goes in the box: units refunded before shipping stay out of it.
  const packed = lines.filter((line) => line.qty > line.refundedQty);
  const { firstName, lastName, street1, street2, city, state, zip } = order;
  return {
    orderId: order.id,
    createdAt: order.createdAt.toISOString(),
    timeZone,
    shipTo: { firstName, lastName, street1, street2, city, state, zip },
    gift: order.gift,
    giftMessage: order.giftMessage,
    replacementFor: order.replacementFor,
    heatPack: order.weatherDecision === 'heat-pack',
    held: order.status === 'complete' && isWeatherHeld(order),
    // A day already gone (shipped anyway, printed a day later) reads as today: a slip never shows a past date.
    shipOn: order.shipOn !== null && order.shipOn < today ? today : order.shipOn,
    // A gift's slip carries no prices at all: they are not sent, so no screen or printer can show them.
    lines: packed.map((line) => {
      const qty = line.qty - line.refundedQty;
      const what = { productName: line.productName, variantTitle: line.variantTitle, sku: line.sku, qty };
      return order.gift ? what : { ...what, unitPrice: fromCents(line.unitPriceCents), totalPrice: fromCents(line.unitPriceCents * qty) };
    }),
    ...(!order.gift && { total: fromCents(order.finalCents - order.refundedCents) }),
    // PICKUP: collected at its place, so no address is printed (decision 067).
    ...(pickup && { pickup, shipTo: { firstName, lastName, street1: '', street2: '', city: '', state: '', zip: '' } }),
  };
}

/** Held for the weather, or waiting for the owner to decide it: nobody may pack it (docs/product/rules.md#weather-safe-shipping). */
function isWeatherHeld(order: OrderRow): boolean {
  return order.weatherDecision === 'held' || order.weatherDecision === 'needs-owner';
}

/**
 * Packing slips, oldest order first: one order's (paid, shipped or not; a held one's says so), or every
 * order that may be packed today (docs/product/rules.md#weather-safe-shipping): paid and not shipped,
 * canceled or fully refunded, not held for the weather nor waiting for the owner, and due by today on the
 * shop's calendar (an order from before ship dates has none, and is due).
 */
export async function getPackingSlips({ db, input }: { db: DbOrTx; input: { orderId?: number; now: Date } }): Promise<PackingSlip[]> {
  const timeZone = await readShopTimeZone({ db });
  const today = localDayAndHour(input.now, timeZone).date;
  let rows: OrderRow[];
  if (input.orderId !== undefined) {
    rows = await selectOrderRows(db).where(eq(orders.id, input.orderId));
    const [order] = rows;
    if (!order) throw new NotFound('Order');
    if (order.status !== 'complete' && order.status !== 'shipped') throw new Conflict(`Order #${order.id} is ${order.status}: there is nothing to pack`);
  } else {
    // A pickup made ready already is on the shelf: nothing left to pack (decision 067).
    rows = (await selectOrderRows(db).where(eq(orders.status, 'complete')).orderBy(asc(orders.id))).filter(
      (order) => (order.refundedCents < order.finalCents || order.finalCents === 0) && !isWeatherHeld(order) && (order.shipOn === null || order.shipOn <= today) && order.shipmentStatus === 'waiting',
    );
  }
  if (rows.length === 0) return [];
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((order) => order.id))).orderBy(asc(orderLines.id));
  const pickups = await Promise.all(rows.map((order) => orderPickupOf({ db, order })));
  return rows.map((order, index) => slipOf(order, lines.filter((line) => line.orderId === order.id), timeZone, today, pickups[index] ?? null));
}
