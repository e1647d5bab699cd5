import type { OrderStatus } from '@shop/shared/orders';

/** What the owner calls each order status; 'complete' means paid and waiting to ship. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  complete: 'Paid',
  shipped: 'Shipped',
  canceled: 'Canceled',
};

/** The status filter of the orders screen, in the order the owner works through them. */
export const ORDER_FILTERS: readonly { value: OrderFilter | ''; label: string }[] = [
  { value: '', label: 'All orders' },
  { value: 'ship-today', label: 'Ship today (weather safe)' },
  { value: 'complete', label: 'Paid, to ship' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'pending', label: 'Awaiting payment' },
  { value: 'canceled', label: 'Canceled' },
];

/** A status, or the paid orders safe to ship today (decision 044). */
export type OrderFilter = OrderStatus | 'ship-today';

export function parseOrderFilter(value: string | null): OrderFilter | undefined {
  return value === 'pending' ||
    value === 'complete' ||
    value === 'shipped' ||
    value === 'canceled' ||
    value === 'ship-today'
    ? value
    : undefined;
}

/** The weather's word on a paid order still to ship, for the orders list (decision 044). */
export const WEATHER_LABELS = {
  ships: '',
  'heat-pack': 'Heat pack',
  held: 'Held: weather',
  'needs-owner': 'Weather: needs you',
} as const;
