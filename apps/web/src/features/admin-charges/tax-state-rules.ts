import { US_STATES } from '@shop/shared/states';
import { taxStateInput, type TaxState } from '@shop/shared/tax';
import { toNumberOrNull } from '../../lib/form-numbers.ts';

/** The sales-tax form as typed. */
export interface TaxFormValues {
  /** A two-letter code; '' until chosen. */
  state: string;
  ratePercent: string;
  shippingTaxable: boolean;
  foodPlantsExempt: boolean;
}

export type TaxField = keyof TaxFormValues;
export type TaxErrors = Partial<Record<TaxField, string>>;

/** The body of PUT /api/admin/tax-states/:state. */
export interface TaxPayload {
  ratePercent: number | null;
  shippingTaxable: boolean;
  foodPlantsExempt: boolean;
}

export const CHOOSE_STATE = 'Choose the state';

/** Most states do not tax food-producing plants (herbs, fruit trees): exempt unless the owner says otherwise. */
export const emptyTaxValues: TaxFormValues = { state: '', ratePercent: '', shippingTaxable: false, foodPlantsExempt: true };

export function taxFormValues(tax: TaxState): TaxFormValues {
  return { state: tax.state, ratePercent: String(tax.ratePercent), shippingTaxable: tax.shippingTaxable, foodPlantsExempt: tax.foodPlantsExempt };
}

export function toTaxPayload(values: TaxFormValues): TaxPayload {
  return { ratePercent: toNumberOrNull(values.ratePercent), shippingTaxable: values.shippingTaxable, foodPlantsExempt: values.foodPlantsExempt };
}

/** A state must be chosen; the rate follows the shared schema (0 to 20 percent, two decimals at most). */
export function validateTax(values: TaxFormValues): { ok: boolean; errors: TaxErrors } {
  const errors: TaxErrors = {};
  if (!STATE_NAMES.has(values.state)) errors.state = CHOOSE_STATE;
  const result = taxStateInput.safeParse(toTaxPayload(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as TaxField;
      errors[field] ??= issue.message;
    }
  }
  return { ok: Object.keys(errors).length === 0, errors };
}

const STATE_NAMES: ReadonlyMap<string, string> = new Map(US_STATES);

/** 'California' for 'CA'; the code itself for one the list does not know. */
export function stateName(code: string): string {
  return STATE_NAMES.get(code) ?? code;
}

/** The states where the shop collects, alphabetically by name. */
export function sortTaxStates(states: readonly TaxState[]): TaxState[] {
  return [...states].sort((a, b) => stateName(a.state).localeCompare(stateName(b.state)));
}
