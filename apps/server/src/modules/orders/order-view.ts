import type { OrderShipPlan } from '@shop/shared/delivery';
import { fromCents } from '@shop/shared/money';
import { ratePercentOf } from '@shop/shared/pricing-quote';
import type { OrderEvent, Shipment } from '@shop/shared/after-sale';
import type { ShipmentFacts } from '@shop/shared/order-actions';
import type { OrderEventKind } from '@shop/shared/order-status';
import { CARRIERS } from '@shop/shared/carriers';
import type { OrderCharges } from '@shop/shared/order-charges';
import { type AdminOrderSummary, type OrderSummary, type PlacedOrderLine } from '@shop/shared/orders';
import type { orderLines, orderRefunds, orders } from '../../db/schema/orders.ts';
import type { OrderEventRow } from './record-order-event.ts';
import type { OrderRow } from './select-order-rows.ts';

/** The order's own row, as its writes return it. */
export type OrderOnlyRow = typeof orders.$inferSelect;
export type { OrderRow };
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** The shipment's part of what may happen next (orderActions, decision 066), from the order's row. */
export function shipmentFactsOf(row: Pick<OrderRow, 'shipmentMethod' | 'shipmentStatus' | 'weatherDecision'>): ShipmentFacts {
  return { method: row.shipmentMethod, status: row.shipmentStatus, weather: row.weatherDecision };
}

/** How a shipped order left, or null before it did. */
export function toShipment(row: Pick<OrderRow, 'carrier' | 'trackingNumber' | 'trackingUrl' | 'shippedAt' | 'deliveredAt'>): Shipment | null {
  if (!row.carrier || !row.trackingUrl || !row.shippedAt) return null;
  return {
    carrier: row.carrier,
    carrierName: CARRIERS[row.carrier].name,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    shippedAt: row.shippedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** Shipping and tax as the order was priced (decision 034). */
export function chargesOf(row: OrderOnlyRow): OrderCharges {
  const method = row.shippingName !== null && row.shippingMinDays !== null && row.shippingMaxDays !== null;
  return {
    shipping: fromCents(row.shippingCents),
    shippingMethod: method ? { name: row.shippingName!, minDays: row.shippingMinDays!, maxDays: row.shippingMaxDays! } : null,
    tax: fromCents(row.taxCents),
    taxState: row.taxCents > 0 || row.taxRateMillionths !== null ? row.taxState : null,
    taxRegion: row.taxRegion,
    taxRatePercent: row.taxRateMillionths === null ? null : ratePercentOf(row.taxRateMillionths),
    heatPack: fromCents(row.heatPackCents),
  };
}

/** docs/product's order: `{ id, createdAt, totalQty, finalPrice, promoRate, status }`, and the parts of its price. */
export function toOrderSummary(row: OrderOnlyRow): OrderSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    totalQty: row.totalQty,
    finalPrice: fromCents(row.finalCents),
    promoRate: row.promoRatePercent / 100,
    status: row.status,
    refunded: fromCents(row.refundedCents),
    subtotal: fromCents(row.subtotalCents),
    discount: fromCents(row.discountCents),
    ...chargesOf(row),
  };
}

export function toPlacedLine(line: Pick<OrderLineRow, 'productId' | 'productName' | 'variantId' | 'variantTitle' | 'sku' | 'qty' | 'unitPriceCents' | 'totalCents'>): PlacedOrderLine {
  return {
    productId: line.productId ?? 0,
    productName: line.productName,
    variantId: line.variantId,
    variantTitle: line.variantTitle,
    sku: line.sku,
    qty: line.qty,
    unitPrice: fromCents(line.unitPriceCents),
    totalPrice: fromCents(line.totalCents),
  };
}

/** An order the provider took money for that could not be completed: the owner gives the money back. */
export function isRefundDue(row: Pick<OrderRow, 'status' | 'paidCents' | 'refundedCents'>): boolean {
  return row.status === 'canceled' && row.paidCents !== null && row.refundedCents < row.paidCents;
}

/** An order in the admin's list; `timeZone` is the shop's, in which the admin shows its times (decision 050). */
export function toAdminOrderSummary(row: OrderRow, timeZone: string): AdminOrderSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    timeZone,
    status: row.status,
    userId: row.userId,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`,
    totalQty: row.totalQty,
    subtotal: fromCents(row.subtotalCents),
    discount: fromCents(row.discountCents),
    finalPrice: fromCents(row.finalCents),
    promoRate: row.promoRatePercent / 100,
    promoCode: row.promoName,
    refundDue: isRefundDue(row),
    reviewReason: row.reviewReason,
    refunded: fromCents(row.refundedCents),
    gift: row.gift,
    shipPlan: shipPlanOf(row, true),
    isPickup: row.shipmentMethod === 'pickup',
    tags: row.tags,
  };
}

/**
 * The weather part of an order (decision 044): the owner sees why; the customer sees when and whether it
 * waits, never the shop's own notes (a forecast that timed out, who decided).
 */
export function shipPlanOf(row: OrderRow, forOwner: boolean): OrderShipPlan | null {
  if (row.weatherDecision === null) return null;
  const recorded = (row.weatherForecast ?? {}) as { lowF?: number | null; highF?: number | null };
  return {
    shipOn: row.shipOn,
    weather: row.weatherDecision,
    heldSince: row.heldSince?.toISOString() ?? null,
    reason: forOwner ? row.weatherReason : null,
    lowF: recorded.lowF ?? null,
    highF: recorded.highF ?? null,
  };
}

/** Lines of the log the customer does not see: the owner's notes, a refund the provider undid, a corrected tracking number (its old one). */
const OWNER_ONLY: ReadonlySet<OrderEventKind> = new Set(['note', 'refund-failed', 'tracking-corrected']);
/** Lines the customer sees without their note: why the shop held or released it is the owner's. */
const NOTE_FOR_OWNER: ReadonlySet<OrderEventKind> = new Set(['held', 'released']);

/** The order's timeline (decision 057): placed, then its event log in the order things happened. */
export function timelineOf(order: Pick<OrderOnlyRow, 'createdAt'>, rows: readonly OrderEventRow[], reader: 'owner' | 'customer'): OrderEvent[] {
  const shown = reader === 'owner' ? rows : rows.filter((row) => !OWNER_ONLY.has(row.kind));
  return [
    { kind: 'placed', at: order.createdAt.toISOString(), amount: null, note: null },
    ...shown.map((row) => ({
      kind: row.kind,
      at: row.at.toISOString(),
      amount: row.amountCents === null ? null : fromCents(row.amountCents),
      note: reader === 'customer' && NOTE_FOR_OWNER.has(row.kind) ? null : row.note,
    })),
  ];
}
