// How much a refund by line gives back, shared by the server (which decides) and the admin's form
// (which shows the amount before it is sent). Integer cents throughout; no zod.
import { spread } from './pricing-quote.ts';

/**
 * Each line's share of what the order cost, in cents: its part of the discounted subtotal (the pricing
 * quote's spread, in proportion to the line's total, the cents left over going to the largest remainders)
 * and its share of the sales tax, as the quote gave it. Shipping is no line's: a full refund returns it.
 */
export function lineShares(lines: readonly { totalCents: number; taxCents: number }[], order: { subtotalCents: number; discountCents: number }): number[] {
  const nets = spread(order.subtotalCents - order.discountCents, lines.map((line) => line.totalCents));
  return nets.map((net, index) => net + lines[index]!.taxCents);
}

/**
 * What refunding `qty` more of a line's `lineQty` units gives back when `refundedQty` were refunded
 * before: the line's share spread over its units, so that refunding every unit, in any steps, gives
 * back exactly the share (never a cent more than was paid for the line).
 */
export function lineRefundCents(shareCents: number, lineQty: number, refundedQty: number, qty: number): number {
  const upTo = (units: number) => Math.floor((shareCents * units) / lineQty);
  return upTo(refundedQty + qty) - upTo(refundedQty);
}
