import { shippingRateInput, type ShippingRate } from '@shop/shared/shipping';
import { toNumberOrNull } from '../../lib/form-numbers.ts';

/** The rate form as typed: numbers stay text until saved. */
export interface RateFormValues {
  name: string;
  price: string;
  /** '' for never free. */
  freeFrom: string;
  minDays: string;
  maxDays: string;
  active: boolean;
}

export type RateField = keyof RateFormValues;
export type RateErrors = Partial<Record<RateField, string>>;

/** What POST and PUT /api/admin/shipping-rates receive; a number that is empty or not a number goes as null (NaN for free-from). */
export interface RatePayload {
  name: string;
  price: number | null;
  freeFrom: number | null;
  minDays: number | null;
  maxDays: number | null;
  active: boolean;
  position: number;
}

export const emptyRateValues: RateFormValues = { name: '', price: '', freeFrom: '', minDays: '', maxDays: '', active: true };

export function rateFormValues(rate: ShippingRate): RateFormValues {
  return {
    name: rate.name,
    price: rate.price.toFixed(2),
    freeFrom: rate.freeFrom === null ? '' : rate.freeFrom.toFixed(2),
    minDays: String(rate.minDays),
    maxDays: String(rate.maxDays),
    active: rate.active,
  };
}

/** `position` keeps a rate where it is listed; a new rate goes last. */
export function toRatePayload(values: RateFormValues, position: number): RatePayload {
  return {
    name: values.name.trim(),
    price: toNumberOrNull(values.price),
    // Empty: never free; text that is no number stays wrong, for the schema to name.
    freeFrom: values.freeFrom.trim() === '' ? null : (toNumberOrNull(values.freeFrom) ?? Number.NaN),
    minDays: toNumberOrNull(values.minDays),
    maxDays: toNumberOrNull(values.maxDays),
    active: values.active,
    position,
  };
}

/** The same rate with only `active` changed: what Activate and Deactivate send. */
export function withActive(rate: ShippingRate, active: boolean): RatePayload {
  return { name: rate.name, price: rate.price, freeFrom: rate.freeFrom, minDays: rate.minDays, maxDays: rate.maxDays, active, position: rate.position };
}

/** Where a new rate goes: after every other one. */
export function nextPosition(rates: readonly Pick<ShippingRate, 'position'>[]): number {
  return rates.length === 0 ? 0 : Math.min(1000, Math.max(...rates.map((rate) => rate.position)) + 1);
}

/** The shared schema's rules, with each message under its field. */
export function validateRate(values: RateFormValues): { ok: boolean; errors: RateErrors } {
  const result = shippingRateInput.safeParse(toRatePayload(values, 0));
  if (result.success) return { ok: true, errors: {} };
  const errors: RateErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RateField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Rates as the server lists them: by position, then the oldest first. */
export function sortRates(rates: readonly ShippingRate[]): ShippingRate[] {
  return [...rates].sort((a, b) => a.position - b.position || a.id - b.id);
}
