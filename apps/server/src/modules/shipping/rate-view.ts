import { fromCents, toCents } from '@shop/shared/money';
import type { ShippingRate, ShippingRateInput } from '@shop/shared/shipping';
import type { RateTerms } from '@shop/shared/shipping-rates';
import type { shippingRates } from '../../db/schema/shipping.ts';

export type ShippingRateRow = typeof shippingRates.$inferSelect;

export function toShippingRate(row: ShippingRateRow): ShippingRate {
  return {
    id: row.id,
    name: row.name,
    price: fromCents(row.priceCents),
    freeFrom: row.freeFromCents === null ? null : fromCents(row.freeFromCents),
    minDays: row.minDays,
    maxDays: row.maxDays,
    active: row.active,
    position: row.position,
  };
}

export function termsOf(row: ShippingRateRow): RateTerms {
  return { id: row.id, name: row.name, priceCents: row.priceCents, freeFromCents: row.freeFromCents, minDays: row.minDays, maxDays: row.maxDays };
}

export function rateColumns(input: ShippingRateInput) {
  return {
    name: input.name,
    priceCents: toCents(input.price),
    freeFromCents: input.freeFrom === null ? null : toCents(input.freeFrom),
    minDays: input.minDays,
    maxDays: input.maxDays,
    active: input.active,
    position: input.position,
  };
}
