import { useState, type FormEvent } from 'react';
import type { ShippingRate } from '@shop/shared/shipping';
import { deliveryEstimate } from '@shop/shared/shipping-rates';
import { FormActions, FormProblems } from '../../../components/admin/submission-banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { checkedSubmit } from '../../../lib/checked-submit.ts';
import { toRatePayload, validateRate, type RateErrors, type RateFormValues, type RatePayload } from '../shipping-rate-rules.ts';

interface ShippingRateFormProps {
  /** The form's accessible name: 'Add shipping rate', 'Edit Standard'. */
  title: string;
  initial: RateFormValues;
  /** Where the rate is listed: kept on an edit, last for a new one. */
  position: number;
  submitLabel: string;
  onSubmit: (payload: RatePayload) => Promise<ShippingRate>;
  onSaved: (rate: ShippingRate) => void;
  onCancel: () => void;
}

/** A rate's name, price, free-from subtotal, estimate and whether it is offered; checked by the shared schema before it is sent. */
export function ShippingRateForm({ title, initial, position, submitLabel, onSubmit, onSaved, onCancel }: ShippingRateFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RateErrors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  function text(name: 'name' | 'price' | 'freeFrom' | 'minDays' | 'maxDays') {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        setValues((now) => ({ ...now, [name]: event.target.value }));
        if (errors[name]) setErrors((now) => ({ ...now, [name]: undefined }));
      },
    };
  }

  const min = Number(values.minDays);
  const max = Number(values.maxDays);
  const estimate =
    values.minDays.trim() !== '' && values.maxDays.trim() !== '' && Number.isInteger(min) && Number.isInteger(max) && min >= 0 && max >= min
      ? `Shoppers see "${deliveryEstimate(min, max)}"`
      : 'Business days from payment to the door';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await checkedSubmit(event.currentTarget, validateRate(values).errors, {
      setErrors,
      setServerError,
      setBusy,
      send: async () => onSaved(await onSubmit(toRatePayload(values, position))),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={title} className="space-y-5">
      <FormProblems errors={errors} serverError={serverError} />
      <Field label="Name" autoComplete="off" maxLength={60} hint="Shoppers choose it by this name, e.g. Standard or Express" {...text('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Price (USD)" type="number" inputMode="decimal" min={0} max={1000} step={0.01} hint="0 ships free" {...text('price')} />
        <Field
          label="Free from (USD, optional)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint="Free once the plants come to this, after any discount; empty: never free"
          {...text('freeFrom')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Shortest estimate (business days)" type="number" inputMode="numeric" min={0} max={60} step={1} hint={estimate} {...text('minDays')} />
        <Field label="Longest estimate (business days)" type="number" inputMode="numeric" min={0} max={60} step={1} {...text('maxDays')} />
      </div>
      <label className="flex cursor-pointer items-center gap-2.5 text-sm text-ink">
        <input
          type="checkbox"
          name="active"
          checked={values.active}
          onChange={(event) => setValues((now) => ({ ...now, active: event.target.checked }))}
          className="size-4 rounded border-sand-300 accent-forest-700"
        />
        Active: offered at checkout
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
