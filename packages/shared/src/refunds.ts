// How much a refund by line gives back, shared by the server (which decides) and the admin's form
// (which shows the amount before it is sent). Integer cents throughout; no zod.

/**
 * Each line's share of what the order cost after its discount, in cents: in proportion to the line's
 * total, rounded down, with the cents left over going to the largest remainders (then the first lines),
 * so the shares add up to `finalCents` exactly.
 */
export function lineShares(lineTotals: readonly number[], finalCents: number): number[] {
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  if (subtotal <= 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((total) => (total * finalCents) / subtotal);
  const shares = exact.map(Math.floor);
  let left = finalCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
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
