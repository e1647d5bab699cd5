// The one pricing quote (decision 028): what an order costs, part by part, in integer cents. The server
// prices orders and payment sessions with it, the cart and shipping steps show it, refunds split with it,
// and the database checks its sum. Pure: no zod, no framework, so every screen can afford it.
import { discountCents as promoDiscountCents } from './money.ts';

/** One line of what is bought. `taxable: false` exempts it from sales tax (a food-producing plant where exempt). */
export interface QuoteLine {
  unitCents: number;
  qty: number;
  taxable?: boolean;
}

/** A paid extra on the order (a heat pack): its own amount, taxed like goods unless `taxable` is false. */
export interface QuoteAddOn {
  kind: string;
  cents: number;
  taxable?: boolean;
}

/**
 * Sales tax at a rate, in millionths (72500 is 7.25%: exact to the sixth decimal the published ZIP rate
 * tables give, decision 046), on the taxable lines after their discount share and on the add-ons, and on
 * shipping where the state taxes it; or an amount someone else computed (Stripe Tax), spread over the same
 * base.
 */
export type QuoteTax = { rateMillionths: number; shippingTaxable: boolean } | { amountCents: number; shippingTaxable: boolean };

/** A rate in millionths as a percent for screens and labels (72500 is 7.25); never used in sums. */
export function ratePercentOf(rateMillionths: number): number {
  return rateMillionths / 10_000;
}

export interface QuoteInput {
  lines: readonly QuoteLine[];
  /** The promo's rate in whole percent (0-100); it applies to the lines, never to shipping or tax. */
  promoRatePercent?: number;
  shippingCents?: number;
  addOns?: readonly QuoteAddOn[];
  tax?: QuoteTax | null;
}

export interface QuotedLine {
  /** Unit price times quantity. */
  totalCents: number;
  /** The line's share of the order's discount. */
  discountCents: number;
  /** What the line costs after its discount share: total - discount. */
  netCents: number;
  /** The line's share of the sales tax (0 when it is exempt). */
  taxCents: number;
}

export interface Quote {
  lines: QuotedLine[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  addOnsCents: number;
  taxCents: number;
  /** The tax on the add-ons and on shipping, parts of `taxCents` beside the lines' shares. */
  addOnsTaxCents: number;
  shippingTaxCents: number;
  /** subtotal - discount + shipping + add-ons + tax, the one formula (`orderTotalCents`). */
  totalCents: number;
}

export interface QuoteParts {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  addOnsCents: number;
  taxCents: number;
}

/** What an order's parts add up to; the database's check on `orders` is the same sum. */
export function orderTotalCents(parts: QuoteParts): number {
  return parts.subtotalCents - parts.discountCents + parts.shippingCents + parts.addOnsCents + parts.taxCents;
}

/**
 * `amount` spread over `weights` in proportion, rounded down, with the cents left over going to the
 * largest remainders (then the first weights), so the shares add up to `amount` exactly. Integer
 * arithmetic only, so no share is ever off by a floating-point cent.
 */
export function spread(amount: number, weights: readonly number[]): number[] {
  const whole = BigInt(weights.reduce((sum, weight) => sum + weight, 0));
  if (whole <= 0n) return weights.map(() => 0);
  // BigInt: a line of $999,999.99 times an amount of as much is past a double's exact integers.
  const exact = weights.map((weight) => BigInt(weight) * BigInt(amount));
  const shares = exact.map((product) => Number(product / whole));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((product, index) => ({ index, rest: product % whole }));
  byRemainder.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function checkCents(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of cents, not ${value}`);
  return value;
}

/** Prices an order: every part in cents, each line's share of the discount and of the tax. */
export function quote(input: QuoteInput): Quote {
  const totals = input.lines.map((line) => checkCents('A unit price', line.unitCents) * checkCents('A quantity', line.qty));
  const subtotalCents = totals.reduce((sum, total) => sum + total, 0);
  const rate = input.promoRatePercent ?? 0;
  if (!(rate >= 0 && rate <= 100)) throw new RangeError(`A promo rate is 0 to 100 percent, not ${rate}`);
  const discountCents = promoDiscountCents(subtotalCents, rate / 100);
  // Each line's net is its share of the discounted subtotal; its discount share is what is left of its total.
  const nets = spread(subtotalCents - discountCents, totals);
  const shippingCents = checkCents('Shipping', input.shippingCents ?? 0);
  const addOns = input.addOns ?? [];
  const addOnsCents = addOns.reduce((sum, addOn) => sum + checkCents('An add-on', addOn.cents), 0);

  const tax = input.tax ?? null;
  const lineBase = input.lines.map((line, index) => (line.taxable === false ? 0 : nets[index]!));
  const addOnBase = addOns.reduce((sum, addOn) => sum + (addOn.taxable === false ? 0 : addOn.cents), 0);
  const shippingBase = tax?.shippingTaxable ? shippingCents : 0;
  const base = lineBase.reduce((sum, cents) => sum + cents, 0) + addOnBase + shippingBase;
  let taxCents = 0;
  if (tax && 'rateMillionths' in tax) {
    if (!(Number.isInteger(tax.rateMillionths) && tax.rateMillionths >= 0 && tax.rateMillionths <= 1_000_000)) {
      throw new RangeError(`A tax rate is 0 to 1000000 millionths, not ${tax.rateMillionths}`);
    }
    // Half a cent rounds up; base x rate stays below 2^53 (at most $999,999.99 x 1,000,000).
    taxCents = Math.round((base * tax.rateMillionths) / 1_000_000);
  } else if (tax) {
    taxCents = checkCents('Tax', tax.amountCents);
  }
  // The tax is spread over what it was charged on: the lines, then the add-ons, then shipping (an amount
  // computed elsewhere on nothing we would tax goes over everything, or on the first line).
  const taxedOn = base > 0 ? [...lineBase, addOnBase, shippingBase] : [...nets, addOnsCents, shippingCents];
  const taxShares = sum(taxedOn) > 0 ? spread(taxCents, taxedOn) : taxedOn.map((_, index) => (index === 0 ? taxCents : 0));
  const lines = totals.map((totalCents, index) => ({
    totalCents,
    discountCents: totalCents - nets[index]!,
    netCents: nets[index]!,
    taxCents: taxShares[index]!,
  }));
  const parts = { subtotalCents, discountCents, shippingCents, addOnsCents, taxCents };
  return {
    lines,
    ...parts,
    addOnsTaxCents: taxShares[lineBase.length]!,
    shippingTaxCents: taxShares[lineBase.length + 1]!,
    totalCents: orderTotalCents(parts),
  };
}
