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
 * The rate an order gets when it names none (docs/product's client): the cheapest for it, the first listed on a
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

/**
 * From what subtotal (after the discount, in cents) some rate ships an order free, as the checkout prices it:
 * 0 when one is always free (or the shop offers no rate, and every order ships free); null when no rate is
 * ever free.
 */
export function freeShippingFromCents(rates: readonly RateTerms[]): number | null {
  if (rates.length === 0) return 0;
  let from: number | null = null;
  for (const rate of rates) {
    const free = rate.priceCents === 0 ? 0 : rate.freeFromCents;
    if (free !== null && (from === null || free < from)) from = free;
  }
  return from;
}

/**
 * The only words the shop says about free shipping (docs/product/rules.md#shipping-claims): computed from the
 * rates the checkout charges, never typed by hand. "Free shipping on orders over $75", "Free shipping on every
 * order", or null when no rate is ever free. (An order of exactly $75 ships free too: the sentence never
 * promises more than the checkout gives.)
 */
export function freeShippingClaim(rates: readonly RateTerms[]): string | null {
  const from = freeShippingFromCents(rates);
  if (from === null) return null;
  if (from === 0) return 'Free shipping on every order';
  const dollars = `$${Math.floor(from / 100).toLocaleString('en-US')}${from % 100 === 0 ? '' : `.${String(from % 100).padStart(2, '0')}`}`;
  return `Free shipping on orders over ${dollars}`;
}
