// How much a refund by line gives back, shared by the server (which decides) and the admin's form
// (which shows the amount before it is sent). Integer cents throughout; no zod.
import { spread } from './pricing-quote.ts';

/**
 * Each line's share of what the order cost after its discount, in cents: the pricing quote's spread, in
 * proportion to the line's total with the cents left over going to the largest remainders, so the shares
 * add up to `finalCents` exactly.
 */
export function lineShares(lineTotals: readonly number[], finalCents: number): number[] {
  return spread(finalCents, lineTotals);
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
