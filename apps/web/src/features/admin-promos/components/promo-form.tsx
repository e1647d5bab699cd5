import { useState, type FormEvent, type ReactNode } from 'react';
import type { Promo } from '@shop/shared/promos';
import { FormActions, FormProblems } from '../../../components/admin/submission-banner.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { ratePercent } from '../../../lib/percent.ts';
import {
  isSavedPromo,
  toPromoPayload,
  validatePromo,
  type PromoErrors,
  type PromoFormValues,
  type PromoPayload,
} from '../promo-form-rules.ts';

interface PromoFormProps {
  title: string;
  initial: PromoFormValues;
  submitLabel: string;
  onSubmit: (payload: PromoPayload) => Promise<Promo>;
  onSaved: (promo: Promo) => void;
  actions?: ReactNode;
}

export function PromoForm({ title, initial, submitLabel, onSubmit, onSaved, actions }: PromoFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PromoErrors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const rate = Number(values.discountRate);
  function change<K extends keyof PromoFormValues>(name: K, value: PromoFormValues[K]) {
    setValues((now) => ({ ...now, [name]: value }));
    if (errors[name]) setErrors((now) => ({ ...now, [name]: undefined }));
  }
  const preview = values.discountRate.trim() !== '' && rate >= 0 && rate <= 1 ? `${ratePercent(rate)} off the order` : '0.15 is 15% off';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validatePromo(values);
    setErrors(checked.errors);
    setServerError('');
    const first = Object.keys(checked.errors)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // docs/product/rules.md#validation: the submission is not blocked; the server refuses what is invalid.
    setBusy(true);
    try {
      const payload = toPromoPayload(values);
      const saved = await onSubmit(payload);
      if (isSavedPromo(saved, payload)) onSaved(saved);
    } catch (error) {
      if (checked.ok) setServerError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={title} className="max-w-2xl space-y-6">
      {/* The banner stays until every field it flagged has been changed. */}
      <FormProblems errors={errors} serverError={serverError} />
      <div className="space-y-5 rounded-3xl border border-sand-300 bg-white p-6 shadow-sm sm:p-8">
        <Field
          label="Promo code"
          name="name"
          autoComplete="off"
          maxLength={40}
          value={values.name}
          error={errors.name}
          hint="Letters, digits, - and _; shoppers may type it in any case"
          onChange={(event) => change('name', event.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Promo rate"
            name="discountRate"
            type="number"
            inputMode="decimal"
            min={0}
            max={1}
            step={0.01}
            value={values.discountRate}
            error={errors.discountRate}
            hint={preview}
            onChange={(event) => change('discountRate', event.target.value)}
          />
          <div>
            <SelectField
              label="Status"
              name="status"
              value={values.status}
              srError={errors.status}
              onChange={(event) => change('status', event.target.value as PromoFormValues['status'])}
            >
              <option value="">Choose a status</option>
              <option value="true">Active (true)</option>
              <option value="false">Inactive (false)</option>
            </SelectField>
            {/* The select announces the message itself (srError); this is the same words for the eye. */}
            {errors.status ? (
              <p aria-hidden="true" className="mt-1.5 text-sm text-alert">
                {errors.status}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <fieldset className="space-y-5 rounded-3xl border border-sand-300 bg-white p-6 shadow-sm sm:p-8">
        <legend className="px-1 text-sm font-semibold text-forest-900">Rules (optional)</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Starts"
            name="startsAt"
            type="datetime-local"
            value={values.startsAt}
            error={errors.startsAt}
            hint="Empty: usable at once"
            onChange={(event) => change('startsAt', event.target.value)}
          />
          <Field
            label="Ends"
            name="endsAt"
            type="datetime-local"
            value={values.endsAt}
            error={errors.endsAt}
            hint="Empty: never ends"
            onChange={(event) => change('endsAt', event.target.value)}
          />
        </div>
        <Field
          label="Most uses in all"
          name="maxUses"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={values.maxUses}
          error={errors.maxUses}
          hint="Orders that may use it, unpaid ones included; empty: no cap"
          onChange={(event) => change('maxUses', event.target.value)}
        />
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-ink">
          <input
            type="checkbox"
            name="oncePerCustomer"
            checked={values.oncePerCustomer}
            onChange={(event) => change('oncePerCustomer', event.target.checked)}
            className="size-4 rounded border-sand-300 accent-forest-700"
          />
          Once per customer (one order per email address)
        </label>
      </fieldset>
      <FormActions actions={actions} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}
