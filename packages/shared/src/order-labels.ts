// Words the storefront and the admin show about orders. No zod here: the screens that show them stay light.

import type { OrderStatus } from './order-status.ts';

/** How a payment method is shown to shoppers and the owner: SPEC shows 'cc' as 'Credit / debit card'. */
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
