import { formatUsd, toCents } from '@shop/shared/money';
import { shippingLabel, shippingValue } from '@shop/shared/order-totals';
import type { ShippingRate } from '@shop/shared/shipping';
import { cheapestRate, deliveryEstimate, moreForFreeShipping, type RateTerms, shippingCentsFor } from '@shop/shared/shipping-rates';

const termsOf = (rate: ShippingRate): RateTerms => ({
  id: rate.id,
  name: rate.name,
  priceCents: toCents(rate.price),
  freeFromCents: rate.freeFrom === null ? null : toCents(rate.freeFrom),
  minDays: rate.minDays,
  maxDays: rate.maxDays,
});

/**
 * What shipping this cart costs at the cheapest rate, and how much more would make it free (decision 034):
 * the same rules the server prices the order by. `rates` null: not known yet.
 */
export function cartShipping(rates: readonly ShippingRate[] | null, subtotalCents: number) {
  if (rates === null) return null;
  const terms = rates.map(termsOf);
  const cheapest = cheapestRate(terms, subtotalCents);
  const more = moreForFreeShipping(terms, subtotalCents);
  return {
    label: shippingLabel(cheapest?.name ?? null),
    value: shippingValue(cheapest ? shippingCentsFor(cheapest, subtotalCents) : 0),
    estimate: cheapest ? deliveryEstimate(cheapest.minDays, cheapest.maxDays) : null,
    moreForFree: more ? `${formatUsd(more.cents)} more for free shipping` : null,
    /** Every rate, priced for this cart, for the shopper to compare before the shipping step. */
    options: terms.map((rate) => ({ id: rate.id, name: rate.name, estimate: deliveryEstimate(rate.minDays, rate.maxDays), value: shippingValue(shippingCentsFor(rate, subtotalCents)) })),
  };
}

/** The rates as the cart's summary lists them (terms of its <dl>): name, estimate and what each costs this cart. */
export function CartRates({ options }: { options: readonly { id: number; name: string; estimate: string; value: string }[] }) {
  if (options.length < 2) return null;
  return options.map((option) => (
    <div key={option.id} className="hidden justify-between gap-3 text-xs text-muted lg:flex" data-testid="cart-rate">
      <dt>
        {option.name} · {option.estimate}
      </dt>
      <dd className="tabular-nums">{option.value}</dd>
    </div>
  ));
}
