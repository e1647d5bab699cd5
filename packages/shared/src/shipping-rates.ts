// Which shipping rates an order can have and what each costs (decision 034). Pure and zod-free, so the
// cart, the shipping step and the server price shipping the same way.

/** A rate as the shopper is offered it; amounts in cents. */
export interface RateTerms {
  id: number;
  name: string;
  priceCents: number;
  /** Free when the subtotal after the discount is at least this; null: never free. */
  freeFromCents: number | null;
  minDays: number;
  maxDays: number;
}

/** What this rate costs an order whose plants come to `goodsCents` (the subtotal after the discount). */
export function shippingCentsFor(rate: RateTerms, goodsCents: number): number {
  return rate.freeFromCents !== null && goodsCents >= rate.freeFromCents ? 0 : rate.priceCents;
}

/**
 * The rate an order gets when it names none (SPEC's client): the cheapest for it, the first listed on a
 * tie. Null when the shop offers none (then shipping is free, as before rates existed).
 */
export function cheapestRate<T extends RateTerms>(rates: readonly T[], goodsCents: number): T | null {
  let best: T | null = null;
  for (const rate of rates) {
    if (!best || shippingCentsFor(rate, goodsCents) < shippingCentsFor(best, goodsCents)) best = rate;
  }
  return best;
}

/**
 * How much more the plants must come to for an order to ship free, with the rate that would then be
 * free: the nearest free-from threshold above the goods among rates that cost something now. Null when
 * the order already ships free, or no rate is ever free.
 */
export function moreForFreeShipping(rates: readonly RateTerms[], goodsCents: number): { cents: number; rate: RateTerms } | null {
  const cheapest = cheapestRate(rates, goodsCents);
  if (!cheapest || shippingCentsFor(cheapest, goodsCents) === 0) return null;
  let nearest: { cents: number; rate: RateTerms } | null = null;
  for (const rate of rates) {
    if (rate.freeFromCents === null || rate.freeFromCents <= goodsCents) continue;
    const cents = rate.freeFromCents - goodsCents;
    if (!nearest || cents < nearest.cents) nearest = { cents, rate };
  }
  return nearest;
}

/** "3-6 business days", "1 business day", "Next business day" for 1-1... */
export function deliveryEstimate(minDays: number, maxDays: number): string {
  if (minDays === maxDays) return `${minDays} business ${minDays === 1 ? 'day' : 'days'}`;
  return `${minDays}-${maxDays} business days`;
}
