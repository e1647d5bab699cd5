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

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});
const dateOnly = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The admin keeps the shop's books in UTC (like the dashboard), and says so. */
export function formatUtcDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}

export function formatUtcDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}
