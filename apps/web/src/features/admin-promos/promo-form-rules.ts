import { promoInput, type Promo } from '@shop/shared/promos';
import { toNumberOrNull } from '../../lib/form-numbers.ts';

export interface PromoFormValues {
  name: string;
  discountRate: string;
  /** A select's value: '' until chosen. */
  status: '' | 'true' | 'false';
  /** `datetime-local` values in the admin's time zone; '' for no limit. */
  startsAt: string;
  endsAt: string;
  /** '' for no cap. */
  maxUses: string;
  oncePerCustomer: boolean;
}

export type PromoField = 'name' | 'discountRate' | 'status' | 'startsAt' | 'endsAt' | 'maxUses' | 'oncePerCustomer';
export type PromoErrors = Partial<Record<PromoField, string>>;

export interface PromoPayload {
  name: string;
  discountRate: number | null;
  status: boolean | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  oncePerCustomer: boolean;
}

export const emptyPromoValues: PromoFormValues = { name: '', discountRate: '', status: '', startsAt: '', endsAt: '', maxUses: '', oncePerCustomer: false };

/** An instant as a `datetime-local` input shows it: the admin's own time zone, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value as an instant; text that is no date stays as typed, for the schema to refuse. */
function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

export function promoFormValues(promo: Promo): PromoFormValues {
  return {
    name: promo.name,
    discountRate: String(promo.discountRate),
    status: promo.status ? 'true' : 'false',
    startsAt: toLocalInput(promo.startsAt),
    endsAt: toLocalInput(promo.endsAt),
    maxUses: promo.maxUses === null ? '' : String(promo.maxUses),
    oncePerCustomer: promo.oncePerCustomer,
  };
}

export function toPromoPayload(values: PromoFormValues): PromoPayload {
  return {
    name: values.name.trim(),
    discountRate: toNumberOrNull(values.discountRate),
    status: values.status === '' ? null : values.status === 'true',
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    maxUses: values.maxUses.trim() === '' ? null : toNumberOrNull(values.maxUses) ?? Number.NaN,
    oncePerCustomer: values.oncePerCustomer,
  };
}

/** How the admin list shows a promo's use: '3 of 5 used', '3 used'. */
export function usesLabel(promo: Pick<Promo, 'uses' | 'maxUses'>): string {
  return promo.maxUses === null ? `${promo.uses} used` : `${promo.uses} of ${promo.maxUses} used`;
}

/** When a promo can be used, in words: 'Any time', 'From Dec 1, 2026', 'Until Dec 31, 2026 11:59 PM'. */
export function windowLabel(promo: Pick<Promo, 'startsAt' | 'endsAt'>): string {
  const at = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  if (promo.startsAt && promo.endsAt) return `${at(promo.startsAt)} to ${at(promo.endsAt)}`;
  if (promo.startsAt) return `From ${at(promo.startsAt)}`;
  if (promo.endsAt) return `Until ${at(promo.endsAt)}`;
  return 'Any time';
}

/** docs/product/rules.md#validation: name required, rate 0 to 1 in steps of 0.01, status true or false; not blocking. */
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

/** The server stores names lower-cased; a save is done once the stored name is the one sent. */
export function isSavedPromo(saved: Pick<Promo, 'name'>, sent: PromoPayload): boolean {
  return saved.name === sent.name.toLowerCase();
}
