import { useState, type FormEvent } from 'react';
import { US_STATES } from '@shop/shared/states';
import type { TaxState } from '@shop/shared/tax';
import { FormActions, FormProblems } from '../../../components/admin/submission-banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { checkedSubmit } from '../../../lib/checked-submit.ts';
import { toTaxPayload, validateTax, type TaxErrors, type TaxFormValues, type TaxPayload } from '../tax-state-rules.ts';

interface TaxStateFormProps {
  /** The form's accessible name: 'Add a state', 'Edit California'. */
  title: string;
  initial: TaxFormValues;
  /** Adding: the state is chosen here; editing: it is fixed. */
  mode: 'add' | 'edit';
  /** States the shop collects in already: not offered again when adding. */
  collected: readonly string[];
  submitLabel: string;
  onSubmit: (state: string, payload: TaxPayload) => Promise<TaxState>;
  onSaved: (tax: TaxState) => void;
  onCancel: () => void;
}

/** Where the shop collects and how: the rate in percent, whether shipping is taxed, whether food-producing plants are exempt. */
export function TaxStateForm({ title, initial, mode, collected, submitLabel, onSubmit, onSaved, onCancel }: TaxStateFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TaxErrors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  function change<K extends keyof TaxFormValues>(name: K, value: TaxFormValues[K]) {
    setValues((now) => ({ ...now, [name]: value }));
    if (errors[name]) setErrors((now) => ({ ...now, [name]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await checkedSubmit(event.currentTarget, validateTax(values).errors, {
      setErrors,
      setServerError,
      setBusy,
      send: async () => onSaved(await onSubmit(values.state, toTaxPayload(values))),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={title} className="space-y-5">
      <FormProblems errors={errors} serverError={serverError} />
      <div className="grid gap-5 sm:grid-cols-2">
        {mode === 'add' ? (
          <SelectField label="State" name="state" value={values.state} error={errors.state} onChange={(event) => change('state', event.target.value)}>
            <option value="">Choose a state</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code} disabled={collected.includes(code)}>
                {collected.includes(code) ? `${name} (collecting already)` : name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <Field
          label="Rate (%)"
          name="ratePercent"
          type="number"
          inputMode="decimal"
          min={0}
          max={20}
          step={0.01}
          value={values.ratePercent}
          error={errors.ratePercent}
          hint="The combined rate you collect there, e.g. 7.25"
          onChange={(event) => change('ratePercent', event.target.value)}
        />
      </div>
      <label className="flex cursor-pointer items-start gap-2.5 text-sm text-ink">
        <input
          type="checkbox"
          name="shippingTaxable"
          checked={values.shippingTaxable}
          onChange={(event) => change('shippingTaxable', event.target.checked)}
          className="mt-0.5 size-4 rounded border-sand-300 accent-forest-700"
        />
        Shipping is taxed in this state
      </label>
      <label className="flex cursor-pointer items-start gap-2.5 text-sm text-ink">
        <input
          type="checkbox"
          name="foodPlantsExempt"
          checked={values.foodPlantsExempt}
          onChange={(event) => change('foodPlantsExempt', event.target.checked)}
          className="mt-0.5 size-4 rounded border-sand-300 accent-forest-700"
        />
        Food-producing plants (herbs, fruit trees) are exempt here
      </label>
      <FormActions
        busy={busy}
        submitLabel={submitLabel}
        actions={
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        }
      />
    </form>
  );
}
