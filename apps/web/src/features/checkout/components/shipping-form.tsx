import { useState, type FormEvent, type ReactNode } from 'react';
import { MSG } from '@shop/shared/messages';
import { GIFT_MESSAGE_MAX, type ShippingForm as ShippingData } from '@shop/shared/orders';
import { US_STATES } from '@shop/shared/states';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass, SelectField } from '../../../components/ui/field.tsx';
import {
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
  /** The server's answer to the last submit, announced by the button (decision 029). */
  failure?: ReactNode;
  /** The promo code as typed, for the order summary's preview. */
  onPromoChange?: (code: string) => void;
  /** The ship-to state as chosen: the summary's sales tax depends on it. */
  onStateChange?: (state: string) => void;
  /** The ship-to ZIP code as typed: when it arrives and the weather there depend on it. */
  onZipChange?: (zip: string) => void;
  /** The server's refusal of the ZIP code with the state chosen (decision 046), shown under the ZIP field. */
  zipError?: string | null;
  /** The shipping rates (and pickup locations) to choose from, shown before the address. */
  delivery?: ReactNode;
  /** Collected at a pickup location (decision 067): no address is asked, only the contact and the promo code. */
  pickup?: boolean;
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
  giftMessage: 'Happy birthday! Water me once a week.',
};

/**
 * What is typed stays after an error (decision 029): each message shows under its field, tied to it by
 * aria-describedby, and as its placeholder once emptied (docs/product); the first invalid field takes the focus.
 */
export function ShippingForm({ initial, busy, onSubmit, failure, onPromoChange, onStateChange, onZipChange, zipError, delivery, pickup = false }: ShippingFormProps) {
  const [values, setValues] = useState<ShippingValues>(initial);
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [careTips, setCareTips] = useState(false);

  function field(name: ShippingField) {
    return {
      name,
      value: values[name],
      placeholder: errors[name] ?? PLACEHOLDERS[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        setValues((now) => ({ ...now, [name]: event.target.value }));
        if (errors[name]) setErrors((now) => ({ ...now, [name]: undefined }));
        if (name === 'promoCode') onPromoChange?.(event.target.value);
        if (name === 'zip') onZipChange?.(event.target.value);
      },
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateShipping(values, { pickup });
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    // The server refused this ZIP code with this state: it would refuse the order too.
    if (zipError && !pickup) {
      form.querySelector<HTMLElement>('[name="zip"]')?.focus();
      return;
    }
    const result = await onSubmit({ ...checked.data, careTips });
    if (result === 'invalid-promo') {
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
      {delivery}
      {pickup ? (
        <fieldset className="grid gap-5 sm:grid-cols-6">
          <legend className="mb-4 text-xs font-semibold tracking-[0.22em] text-forest-900">PROMO CODE</legend>
          <Field label="Promo code" autoComplete="off" className="sm:col-span-3" {...field('promoCode')} />
        </fieldset>
      ) : (
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
          error={errors.state}
          onChange={(event) => {
            setValues((now) => ({ ...now, state: event.target.value }));
            onStateChange?.(event.target.value);
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
          // The form's own message first (an empty field); else the server's: this ZIP is in another state.
          error={errors.zip ?? zipError ?? undefined}
        />
        <Field label="Promo code" autoComplete="off" className="sm:col-span-3" {...field('promoCode')} />
      </fieldset>
      )}
      <fieldset className="space-y-4">
        <legend className="mb-4 text-xs font-semibold tracking-[0.22em] text-forest-900">GIFT</legend>
        <label className="flex items-center gap-3 text-sm font-medium text-forest-900">
          <input
            type="checkbox"
            name="gift"
            checked={values.gift}
            onChange={(event) => setValues((now) => ({ ...now, gift: event.target.checked }))}
            className="size-5 rounded border-sand-300 accent-forest-700"
          />
          This is a gift
        </label>
        {values.gift ? (
          <div>
            <label htmlFor="gift-message" className="mb-1.5 block text-sm font-medium text-forest-900">
              Gift message (optional)
            </label>
            <textarea
              id="gift-message"
              name="giftMessage"
              rows={3}
              maxLength={GIFT_MESSAGE_MAX}
              value={values.giftMessage}
              placeholder={PLACEHOLDERS.giftMessage}
              aria-invalid={errors.giftMessage ? true : undefined}
              aria-describedby="gift-message-hint"
              onChange={(event) => {
                setValues((now) => ({ ...now, giftMessage: event.target.value }));
                if (errors.giftMessage) setErrors((now) => ({ ...now, giftMessage: undefined }));
              }}
              className={`${inputClass} resize-y ${errors.giftMessage ? 'border-clay-500' : 'border-sand-300'}`}
            />
            <p id="gift-message-hint" className={`mt-1.5 text-xs ${errors.giftMessage ? 'text-clay-600' : 'text-muted'}`}>
              {errors.giftMessage ?? `Printed on the packing slip, which shows no prices. ${values.giftMessage.length}/${GIFT_MESSAGE_MAX}`}
            </p>
          </div>
        ) : null}
      </fieldset>
      <div className="flex items-start gap-3 rounded-2xl border border-sand-300 bg-white px-5 py-4 text-sm">
        <input
          id="care-tips"
          type="checkbox"
          name="careTips"
          checked={careTips}
          onChange={(event) => setCareTips(event.target.checked)}
          aria-describedby="care-tips-hint"
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-sand-300 accent-forest-700"
        />
        <div>
          <label htmlFor="care-tips" className="cursor-pointer font-medium text-forest-900">
            Email me care tips for these plants
          </label>
          <p id="care-tips-hint" className="mt-1 text-muted">
            A care guide a few days after your order ships, then watering reminders for eight weeks. One click stops them.
          </p>
        </div>
      </div>
      <div role="alert" className="empty:hidden">
        {failure ? (
          <div className="rounded-2xl border border-clay-500/40 bg-clay-500/10 px-5 py-4 text-sm text-clay-600">{failure}</div>
        ) : null}
      </div>
      <Button type="submit" className="w-full py-4" disabled={busy}>
        {busy ? 'PLEASE WAIT…' : 'CONTINUE TO PAYMENT'}
      </Button>
    </form>
  );
}
