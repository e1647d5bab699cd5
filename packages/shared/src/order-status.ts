// An order's status and which status may follow which (decision 028): the one table every transition on
// the server goes through, and the one `isPaid` the server and the screens share. No zod here.

export const ORDER_STATUSES = ['pending', 'complete', 'canceled', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * pending -> complete: the provider says it is paid. pending -> canceled: given up, expired, or paid
 * wrongly (left for the owner). complete -> shipped: the owner ships it. complete -> canceled: the owner
 * cancels a paid order, refunding it. canceled -> complete: a late payment whose plants are still there.
 * A shipped order stays shipped (refunds do not change its status).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['complete', 'canceled'],
  complete: ['shipped', 'canceled'],
  canceled: ['complete'],
  shipped: [],
};

export function canBecome(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses an order may have to become `to`. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canBecome(from, to));
}

/** Paid for: the provider took the money and nobody has canceled the order (shipped orders were paid). */
export function isPaid(status: OrderStatus): boolean {
  return status === 'complete' || status === 'shipped';
}

/** Canceled: given up, expired or canceled by the owner (it may still be paid late, or be owed a refund). */
export function isCanceled(status: OrderStatus): boolean {
  return status === 'canceled';
}

/**
 * What happened to an order, as its event log records it (decision 057): placed, paid, held for the weather
 * and released, shipped, delivered, ready for and picked up at a pickup, a claim filed, a replacement sent, a
 * refund (and one that failed after it was accepted), canceled, an owner's note, a tracking number corrected
 * after it shipped (decision 069).
 */
export const ORDER_EVENT_KINDS = ['placed', 'paid', 'held', 'released', 'shipped', 'delivered', 'ready', 'picked-up', 'claim', 'replacement', 'refunded', 'refund-failed', 'canceled', 'note', 'tracking-corrected'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
