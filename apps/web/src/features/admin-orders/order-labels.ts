import type { OrderStatus } from '@shop/shared/orders';

/** What the owner calls each order status; 'complete' means paid and waiting to ship. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  complete: 'Paid',
  shipped: 'Shipped',
  canceled: 'Canceled',
};

/** The status filter of the orders screen, in the order the owner works through them. */
export const ORDER_FILTERS: readonly { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'All orders' },
  { value: 'complete', label: 'Paid, to ship' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'pending', label: 'Awaiting payment' },
  { value: 'canceled', label: 'Canceled' },
];

export function parseOrderFilter(value: string | null): OrderStatus | undefined {
  return value === 'pending' || value === 'complete' || value === 'shipped' || value === 'canceled' ? value : undefined;
}
