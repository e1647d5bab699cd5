import { promoInput, type Promo } from '@shop/shared/promos';
import { toNumberOrNull } from './product-form-rules.ts';

export interface PromoFormValues {
  name: string;
  discountRate: string;
  /** A select's value: '' until chosen. */
  status: '' | 'true' | 'false';
}

export type PromoField = 'name' | 'discountRate' | 'status';
export type PromoErrors = Partial<Record<PromoField, string>>;

export interface PromoPayload {
  name: string;
  discountRate: number | null;
  status: boolean | null;
}

export const emptyPromoValues: PromoFormValues = { name: '', discountRate: '', status: '' };

export function promoFormValues(promo: Promo): PromoFormValues {
  return { name: promo.name, discountRate: String(promo.discountRate), status: promo.status ? 'true' : 'false' };
}

export function toPromoPayload(values: PromoFormValues): PromoPayload {
  return {
    name: values.name.trim(),
    discountRate: toNumberOrNull(values.discountRate),
    status: values.status === '' ? null : values.status === 'true',
  };
}

/** SPEC section 5: name required, rate 0 to 1 in steps of 0.01, status true or false; not blocking. */
export function validatePromo(values: PromoFormValues): { ok: boolean; errors: PromoErrors } {
  const result = promoInput.safeParse(toPromoPayload(values));
  if (result.success) return { ok: true, errors: {} };
  const errors: PromoErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PromoField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** SPEC section 9: a rate is shown as a whole percent (0.15 -> '15%'). */
export function ratePercent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** The server stores names lower-cased; a save is done once the stored name is the one sent. */
export function isSavedPromo(saved: Pick<Promo, 'name'>, sent: PromoPayload): boolean {
  return saved.name === sent.name.toLowerCase();
}
