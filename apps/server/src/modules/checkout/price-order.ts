import { fromCents, toCents } from '@shop/shared/money';
import type { ShippingOption } from '@shop/shared/order-charges';
import { type Quote, quote } from '@shop/shared/pricing-quote';
import { cheapestRate, moreForFreeShipping, type RateTerms, shippingCentsFor } from '@shop/shared/shipping-rates';
import type { TaxCategory } from '@shop/shared/tax';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequest } from '../../errors.ts';
import { offeredRates } from '../shipping/index.ts';
import { type AddressTax, addressTax } from '../tax/index.ts';

export interface PricedLine {
  unitCents: number;
  qty: number;
  taxCategory: TaxCategory;
}

export interface PricedOrder {
  quote: Quote;
  /** The rate the order ships by (null: the shop offers none, and shipping is free). */
  rate: RateTerms | null;
  /** Every rate offered, priced for this order. */
  options: ShippingOption[];
  /** How much more the plants must come to for free shipping, in cents; null: free already, or never. */
  moreForFreeCents: number | null;
  /** How the ship-to address is taxed (its ZIP's rate, or its state's); null: not collected there (or no state yet), or Stripe Tax decides. */
  tax: AddressTax | null;
  /** Stripe Tax computes the tax when the shopper pays (STRIPE_TAX=on): none is added here. */
  taxAtPayment: boolean;
}

/** Who computes an order's sales tax: the shop's own rates, or Stripe Tax at payment (decision 034). */
export type TaxBy = 'rates' | 'stripe';

/** Stripe Tax when Stripe takes the payments and STRIPE_TAX=on; the shop's own rates otherwise. */
export function taxByOf(config: Pick<Config, 'stripe'>): TaxBy {
  return config.stripe?.automaticTax ? 'stripe' : 'rates';
}

/** The cart's lines at today's prices, as the quote takes them: each resolved line with its wanted count. */
export function cartPricedLines(
  resolved: readonly { product: { taxCategory: TaxCategory }; variant: { price: number } }[],
  wanted: readonly { qty: number }[],
): PricedLine[] {
  return resolved.map(({ product, variant }, index) => ({ unitCents: toCents(variant.price), qty: wanted[index]!.qty, taxCategory: product.taxCategory }));
}

/** A promo's discount as the quote takes it, in whole percent; no promo is 0. */
export function promoPercentOf(promo: { discountRate: number } | null): number {
  return promo ? Math.round(promo.discountRate * 100) : 0;
}

/** What free shipping is measured against: the plants after the promo's discount, in cents. */
export function goodsCentsOf(lines: readonly PricedLine[], promoRatePercent: number): number {
  const goods = quote({ lines, promoRatePercent });
  return goods.subtotalCents - goods.discountCents;
}

export const RATE_NOT_OFFERED = 'That shipping option is not offered any more: choose another';

/**
 * What an order costs (decision 034), in the one pricing quote: its plants at the given prices, the
 * promo's discount, the shipping rate chosen (or the cheapest it qualifies for, for a client that names
 * none), and the sales tax of the ship-to address where the shop collects it (the ZIP's rate from the
 * owner's table for the state, else the state's: decision 046), on the lines that are taxed there
 * (food-producing plants are exempt where the owner says so) and on shipping where that is taxed. Stripe
 * Tax, when on, computes it at payment instead. A rate that is not offered is a 400. Client amounts are
 * never read; the address has been checked (checkShipTo) by the caller.
 */
export async function priceOrder({
  db,
  input,
}: {
  db: DbOrTx;
  input: {
    lines: readonly PricedLine[];
    promoRatePercent: number;
    shippingRateId?: number | null | undefined;
    /** Collected at a pickup location (decision 067): no rate and no shipping charge; `state` and `zip` are the place's. */
    pickup?: boolean;
    state?: string | null | undefined;
    zip?: string | null | undefined;
    taxBy?: TaxBy;
    /** The heat pack the weather calls for (decision 044), in cents; taxed like the plants. */
    heatPackCents?: number;
  };
}): Promise<PricedOrder> {
  const goodsCents = goodsCentsOf(input.lines, input.promoRatePercent);
  const rates = await offeredRates({ db });
  let rate: RateTerms | null;
  if (input.pickup) {
    rate = null;
  } else if (input.shippingRateId != null) {
    rate = rates.find((offered) => offered.id === input.shippingRateId) ?? null;
    if (!rate) throw new BadRequest(RATE_NOT_OFFERED);
  } else {
    rate = cheapestRate(rates, goodsCents);
  }
  const taxAtPayment = input.taxBy === 'stripe';
  const tax = input.state && !taxAtPayment ? await addressTax({ db, state: input.state, zip: input.zip }) : null;
  const priced = quote({
    lines: input.lines.map((line) => ({ unitCents: line.unitCents, qty: line.qty, taxable: !(tax?.foodPlantsExempt && line.taxCategory === 'food-plant') })),
    promoRatePercent: input.promoRatePercent,
    shippingCents: rate ? shippingCentsFor(rate, goodsCents) : 0,
    addOns: input.heatPackCents ? [{ kind: 'heat-pack', cents: input.heatPackCents }] : [],
    tax: tax && { rateMillionths: tax.rateMillionths, shippingTaxable: tax.shippingTaxable },
  });
  const options = rates.map((offered) => ({
    id: offered.id,
    name: offered.name,
    price: fromCents(shippingCentsFor(offered, goodsCents)),
    listPrice: fromCents(offered.priceCents),
    freeFrom: offered.freeFromCents === null ? null : fromCents(offered.freeFromCents),
    minDays: offered.minDays,
    maxDays: offered.maxDays,
  }));
  return { quote: priced, rate, options, moreForFreeCents: moreForFreeShipping(rates, goodsCents)?.cents ?? null, tax, taxAtPayment };
}
