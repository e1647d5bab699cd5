// How near the shop is to a state's economic-nexus threshold, and when the tax report warns (decision 036).
// Pure and without zod, so the admin screen that warns loads no schema for it.

/** From this share of a threshold on, the report warns about a state where the shop does not collect. */
export const NEAR_THRESHOLD = 0.8;

/** The figures `share` is measured against; cents so the server's integer sums are compared exactly. */
export interface ThresholdFigures {
  salesCents: number | null;
  transactions: number | null;
  bothRequired: boolean;
}

/**
 * How far the shop is to a threshold, 0 to 1 (floored to four places, so 0.79999 never reads as 0.8):
 * either threshold's share where passing one is enough, the smaller where both are needed; 0 where the
 * state sets none.
 */
export function thresholdShare(figures: ThresholdFigures, sold: { orders: number; salesCents: number }): number {
  const parts: number[] = [];
  if (figures.salesCents !== null && figures.salesCents > 0) parts.push(sold.salesCents / figures.salesCents);
  if (figures.transactions !== null && figures.transactions > 0) parts.push(sold.orders / figures.transactions);
  if (parts.length === 0) return 0;
  const share = figures.bothRequired ? Math.min(...parts) : Math.max(...parts);
  return Math.min(1, Math.floor(share * 10_000) / 10_000);
}

/** The report warns about a state with a threshold the shop is near or past where it does not collect yet. */
export function mayNeedToRegister(row: { collecting: boolean; share: number; threshold: object | null }): boolean {
  return !row.collecting && row.threshold !== null && row.share >= NEAR_THRESHOLD;
}
