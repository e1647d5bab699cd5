import { useState, type FormEvent } from 'react';
import { MSG } from '@shop/shared/messages';
import type { ShippingForm as ShippingData } from '@shop/shared/orders';
import { US_STATES } from '@shop/shared/states';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import {
  clearInvalid,
  validateShipping,
  type ShippingErrors,
  type ShippingField,
  type ShippingValues,
} from '../shipping-validation.ts';

/** What the submit handler reports back: a promo code the shop does not know. */
export type ShippingSubmitResult = 'invalid-promo' | void;

interface ShippingFormProps {
  initial: ShippingValues;
  busy: boolean;
  onSubmit: (data: ShippingData) => Promise<ShippingSubmitResult>;
}

const PLACEHOLDERS: Record<ShippingField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'you@example.com',
  street1: 'Street address',
  street2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  state: '',
  zip: '12345',
  promoCode: 'Optional',
};

export function ShippingForm({ initial, busy, onSubmit }: ShippingFormProps) {
  const [values, setValues] = useState<ShippingValues>(initial);
  const [errors, setErrors] = useState<ShippingErrors>({});

  function field(name: ShippingField) {
    return {
      name,
      value: values[name],
      placeholder: errors[name] ?? PLACEHOLDERS[name],
      srError: errors[name],
      onChange: (event: { target: { value: string } }) => {
        setValues((now) => ({ ...now, [name]: event.target.value }));
        if (errors[name]) setErrors((now) => ({ ...now, [name]: undefined }));
      },
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateShipping(values);
    if ('errors' in checked) {
      setValues(clearInvalid(values, checked.errors));
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const result = await onSubmit(checked.data);
    if (result === 'invalid-promo') {
      setValues((now) => ({ ...now, promoCode: '' }));
      setErrors({ promoCode: MSG.invalidPromo });
      form.querySelector<HTMLElement>('[name="promoCode"]')?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-8"
      aria-label="Shipping information"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xs font-semibold tracking-[0.22em] text-forest-900">CONTACT</legend>
        <Field label="First name" autoComplete="given-name" {...field('firstName')} />
        <Field label="Last name" autoComplete="family-name" {...field('lastName')} />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          {...field('email')}
        />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-6">
        <legend className="mb-4 text-xs font-semibold tracking-[0.22em] text-forest-900">
          SHIPPING ADDRESS
        </legend>
        <Field
          label="Street address"
          autoComplete="address-line1"
          className="sm:col-span-6"
          {...field('street1')}
        />
        <Field
          label="Apartment, suite (optional)"
          autoComplete="address-line2"
          className="sm:col-span-6"
          {...field('street2')}
        />
        <Field label="City" autoComplete="address-level2" className="sm:col-span-3" {...field('city')} />
        <SelectField
          label="State"
          name="state"
          autoComplete="address-level1"
          className="sm:col-span-3"
          value={values.state}
          srError={errors.state}
          onChange={(event) => {
            setValues((now) => ({ ...now, state: event.target.value }));
            setErrors((now) => ({ ...now, state: undefined }));
          }}
        >
          <option value="">{errors.state ?? 'Select a state'}</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <Field
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={9}
          className="sm:col-span-3"
          {...field('zip')}
        />
        <Field label="Promo code" autoComplete="off" className="sm:col-span-3" {...field('promoCode')} />
      </fieldset>
      <Button type="submit" className="w-full py-4" disabled={busy}>
        {busy ? 'PLEASE WAIT…' : 'CONTINUE TO PAYMENT'}
      </Button>
    </form>
  );
}
