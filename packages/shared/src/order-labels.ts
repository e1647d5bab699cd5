// Words the storefront and the admin show about orders. No zod here: the screens that show them stay light.

import type { WeatherDecisionOf } from './order-actions.ts';
import type { OrderEventKind, OrderStatus } from './order-status.ts';

/** How a payment method is shown to shoppers and the owner: docs/product shows 'cc' as 'Credit / debit card'. */
export function paymentMethodLabel(method: string): string {
  return method === 'cc' ? 'Credit / debit card' : method;
}

/** What a shopper's order is now, in one or two words: shown in the order history and on the status page. */
export function orderStatusLabel(order: { status: OrderStatus; refunded: number; finalPrice: number; pickup?: { status: string } | null | undefined }): string {
  if (order.status === 'pending') return 'Awaiting payment';
  if (order.status === 'canceled') return 'Canceled';
  if (order.refunded > 0 && order.refunded >= order.finalPrice) return 'Refunded';
  // A pickup collected closes its order as shipping does (decision 067), and says what happened.
  const left = order.pickup ? 'Picked up' : 'Shipped';
  if (order.refunded > 0) return order.status === 'shipped' ? `${left}, partly refunded` : 'Partly refunded';
  if (order.pickup?.status === 'ready') return 'Ready for pickup';
  return order.status === 'shipped' ? left : 'Paid';
}

/** What each line of an order's timeline is called, on the customer's page and the owner's (decision 057). */
export const ORDER_EVENT_LABELS: Readonly<Record<OrderEventKind, string>> = {
  placed: 'Order placed',
  paid: 'Paid',
  held: 'Held for safe weather',
  released: 'Released to ship',
  shipped: 'Shipped',
  delivered: 'Delivered',
  ready: 'Ready for pickup',
  'picked-up': 'Picked up',
  claim: 'Claim filed',
  replacement: 'Replacement sent',
  refunded: 'Refunded',
  'refund-failed': 'Refund failed',
  canceled: 'Canceled',
  note: 'Note',
  'tracking-corrected': 'Tracking number corrected',
};

/** How the customer's dates are shown for each weather decision: a hold in the warning box, or a plan (decision 059). */
export const DATES_TONE: Readonly<Record<WeatherDecisionOf, 'hold' | 'plan'>> = { ships: 'plan', 'heat-pack': 'plan', held: 'hold', 'needs-owner': 'plan' };

/** How far along a pickup is, as the owner's order page titles its card (decision 067). */
export const PICKUP_STAGE_LABELS: Readonly<Record<'waiting' | 'ready' | 'picked-up', string>> = {
  waiting: 'to prepare',
  ready: 'ready',
  'picked-up': 'picked up',
};
