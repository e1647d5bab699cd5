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
  };
}
