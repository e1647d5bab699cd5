// Words the storefront and the admin show about orders. No zod here: the screens that show them stay light.

import type { OrderEventKind, OrderStatus } from './order-status.ts';

/** How a payment method is shown to shoppers and the owner: docs/product shows 'cc' as 'Credit / debit card'. */
export function paymentMethodLabel(method: string): string {
  return method === 'cc' ? 'Credit / debit card' : method;
}

/** What a shopper's order is now, in one or two words: shown in the order history and on the status page. */
export function orderStatusLabel(order: { status: OrderStatus; refunded: number; finalPrice: number }): string {
  if (order.status === 'pending') return 'Awaiting payment';
  if (order.status === 'canceled') return 'Canceled';
  if (order.refunded > 0 && order.refunded >= order.finalPrice) return 'Refunded';
  if (order.refunded > 0) return order.status === 'shipped' ? 'Shipped, partly refunded' : 'Partly refunded';
  return order.status === 'shipped' ? 'Shipped' : 'Paid';
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
