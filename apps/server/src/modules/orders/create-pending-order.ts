import type { Quote } from '@shop/shared/pricing-quote';
import type { OrderCreate } from '@shop/shared/orders';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { createShipment, type ShipmentWeather } from '../fulfilment/index.ts';
import type { OrderLineRow, OrderRow } from './order-view.ts';
import { withShipment } from './select-order-rows.ts';

export interface PendingOrderLine {
  productId: number;
  productName: string;
  /** The variant sold, its title ('' without options) and SKU, kept as they were (decision 032). */
  variantId: number;
  variantTitle: string;
  sku: string;
  qty: number;
  unitPriceCents: number;
}

export interface PendingOrderInput {
  userId: number | null;
  order: OrderCreate;
  lines: readonly PendingOrderLine[];
  /** What the order costs, part by part, from the one pricing quote. */
  quote: Quote;
  promo: { id: number; name: string; ratePercent: number } | null;
  /** The rate it ships by, as chosen and priced now; null when the shop offers none. */
  shipping: { rateId: number; name: string; minDays: number; maxDays: number } | null;
  /** The jurisdiction (the state, and the ZIP table's region or null) and the rate in millionths the tax was computed at; null where the shop does not collect. */
  tax: { state: string; region: string | null; rateMillionths: number } | null;
  /** Who computes the tax: 'stripe' leaves it to Stripe Tax at payment. */
  taxSource: 'none' | 'rates' | 'stripe';
  checkoutTokenHash: string;
  placedFrom: string;
  /** Where it goes: the ship-to address, or the pickup location's standing in for it (decision 067). */
  address: { street1: string; street2: string; city: string; state: string; zip: string };
  /** When it leaves and what the weather decided (decision 044), the heat pack being the quote's add-on; or the pickup location and the day it should be ready. */
  weather: ShipmentWeather | { pickup: { locationId: number; readyOn: string } };
  hardy: boolean;
  heatPackCents: number;
  now: Date;
}

/** Writes a pending order and its lines as the checkout priced them; stock and promo uses are the checkout's to take. */
export async function createPendingOrder({ db, input }: { db: DbOrTx; input: PendingOrderInput }): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const { order: body, quote, promo, now } = input;
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      email: body.userEmail,
      firstName: body.name.firstName,
      lastName: body.name.lastName,
      street1: input.address.street1,
      street2: input.address.street2,
      city: input.address.city,
      state: input.address.state,
      zip: input.address.zip,
      promoId: promo?.id ?? null,
      promoName: promo?.name ?? null,
      promoRatePercent: promo?.ratePercent ?? 0,
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      shippingCents: quote.shippingCents,
      addOnsCents: quote.addOnsCents,
      taxCents: quote.taxCents,
      finalCents: quote.totalCents,
      shippingRateId: input.shipping?.rateId ?? null,
      shippingName: input.shipping?.name ?? null,
      shippingMinDays: input.shipping?.minDays ?? null,
      shippingMaxDays: input.shipping?.maxDays ?? null,
      taxState: input.tax?.state ?? null,
      taxRegion: input.tax?.region ?? null,
      taxRateMillionths: input.tax?.rateMillionths ?? null,
      taxSource: input.taxSource,
      totalQty: input.lines.reduce((sum, line) => sum + line.qty, 0),
      currencyId: 1,
      checkoutTokenHash: input.checkoutTokenHash,
      placedFrom: input.placedFrom,
      createdAt: now,
      gift: body.gift === true,
      giftMessage: body.gift === true && body.giftMessage ? body.giftMessage : null,
      careTipsConsentAt: body.careTips ? now : null,
      heatPackCents: input.heatPackCents,
    })
    .returning();
  const orderId = order!.id;
  const lines = await db
    .insert(orderLines)
    .values(input.lines.map((line, index) => ({ ...line, orderId, totalCents: quote.lines[index]!.totalCents, taxCents: quote.lines[index]!.taxCents })))
    .returning();
  const { weather } = input;
  const shipment = await createShipment({ db, input: 'pickup' in weather ? { orderId, pickup: weather.pickup, hardy: input.hardy } : { orderId, weather, hardy: input.hardy, now } });
  // A hold from the start is logged when the order is paid, after 'paid' (markOrderPaid, decision 068).
  return { order: withShipment(order!, shipment), lines };
}
