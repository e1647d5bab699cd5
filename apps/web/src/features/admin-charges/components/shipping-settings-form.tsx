import { shippingSettings, type ShippingSettings } from '@shop/shared/shipping';
import { useState, type FormEvent } from 'react';
import { FormActions, FormProblems } from '../../../components/admin/submission-banner.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { checkedSubmit } from '../../../lib/checked-submit.ts';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
type TextField =
  | 'originZip'
  | 'timeZone'
  | 'cutoffHour'
  | 'handlingDays'
  | 'closedDates'
  | 'holdBelowF'
  | 'heatPackBelowF'
  | 'holdAboveF'
  | 'heatPack'
  | 'maxHoldDays';
type Values = Record<TextField, string> & { shipDays: number[] };
type Errors = Partial<Record<TextField | 'shipDays', string>>;

const toValues = (settings: ShippingSettings): Values => ({
  originZip: settings.originZip,
  timeZone: settings.timeZone,
  shipDays: settings.shipDays,
  cutoffHour: String(settings.cutoffHour),
  handlingDays: String(settings.handlingDays),
  closedDates: settings.closedDates.join('\n'),
  holdBelowF: String(settings.holdBelowF),
  heatPackBelowF: String(settings.heatPackBelowF),
  holdAboveF: String(settings.holdAboveF),
  heatPack: settings.heatPack.toFixed(2),
  maxHoldDays: String(settings.maxHoldDays),
});

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The values as the server takes them, checked by the shared schema first (its messages under the fields). */
function check(values: Values): { payload: ShippingSettings | null; errors: Errors } {
  const parsed = shippingSettings.safeParse({
    originZip: values.originZip,
    timeZone: values.timeZone,
    shipDays: values.shipDays,
    cutoffHour: number(values.cutoffHour),
    handlingDays: number(values.handlingDays),
    closedDates: values.closedDates.split(/[\s,]+/).filter(Boolean),
    holdBelowF: number(values.holdBelowF),
    heatPackBelowF: number(values.heatPackBelowF),
    holdAboveF: number(values.holdAboveF),
    heatPack: number(values.heatPack),
    maxHoldDays: number(values.maxHoldDays),
  });
  if (parsed.success) return { payload: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof Errors;
    errors[field] ??= issue.message;
  }
  return { payload: null, errors };
}

/**
 * When and how safely plants ship (decision 044): where parcels leave from, the days they leave on, the
 * cut-off, handling days and closed dates, and the weather rule with the heat pack's price.
 */
export function ShippingSettingsForm({
  initial,
  onSave,
}: {
  initial: ShippingSettings;
  onSave: (settings: ShippingSettings) => Promise<void>;
}) {
  const [values, setValues] = useState(() => toValues(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  function text(name: TextField) {
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { payload, errors: found } = check(values);
    await checkedSubmit(event.currentTarget, found, {
      setErrors,
      setServerError,
      setBusy,
      send: () => onSave(payload!),
    });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Ship dates and weather"
      className="space-y-5"
    >
      <FormProblems errors={errors} serverError={serverError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Ships from (ZIP code)"
          inputMode="numeric"
          maxLength={5}
          hint="Where parcels leave from: the distance sets the days in transit"
          {...text('originZip')}
        />
        <Field label="Time zone" hint="The shop's clock, e.g. America/New_York" {...text('timeZone')} />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-forest-900">Ship days</legend>
        <div className="flex flex-wrap gap-3">
          {DAYS.map((day, index) => (
            <label key={day} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                name="shipDays"
                checked={values.shipDays.includes(index)}
                onChange={(event) =>
                  setValues((now) => ({
                    ...now,
                    shipDays: event.target.checked
                      ? [...now.shipDays, index].sort()
                      : now.shipDays.filter((d) => d !== index),
                  }))
                }
                className="size-4 accent-forest-700"
              />
              {day}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-muted">
          {errors.shipDays ?? 'Monday to Wednesday keeps parcels out of depots over the weekend'}
        </p>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Order cut-off (hour, 0-24)"
          type="number"
          min={0}
          max={24}
          hint="Orders from this hour on count as the next day's; 24: none"
          {...text('cutoffHour')}
        />
        <Field
          label="Handling (working days)"
          type="number"
          min={0}
          max={10}
          hint="Days to get an order ready before it can leave"
          {...text('handlingDays')}
        />
      </div>
      <label className="block text-sm font-medium text-forest-900">
        Closed dates (one a line, e.g. 2026-12-25)
        <textarea
          name="closedDates"
          rows={3}
          value={values.closedDates}
          onChange={(event) => setValues((now) => ({ ...now, closedDates: event.target.value }))}
          className="mt-1.5 w-full rounded-xl border border-sand-300 bg-white px-4 py-3 font-mono text-sm"
        />
        {errors.closedDates ? (
          <span className="mt-1 block text-sm text-clay-600">{errors.closedDates}</span>
        ) : null}
      </label>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field
          label="Hold below (°F)"
          type="number"
          hint="A night this cold in transit: wait"
          {...text('holdBelowF')}
        />
        <Field
          label="Heat pack below (°F)"
          type="number"
          hint="Colder than this: add a heat pack"
          {...text('heatPackBelowF')}
        />
        <Field
          label="Hold above (°F)"
          type="number"
          hint="A day this hot in transit: wait"
          {...text('holdAboveF')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Heat pack price (USD)"
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          hint="Added to the order at checkout when the weather calls for it"
          {...text('heatPack')}
        />
        <Field
          label="Longest hold (days)"
          type="number"
          min={1}
          max={60}
          hint="Then the order waits for you to decide"
          {...text('maxHoldDays')}
        />
      </div>
      <FormActions busy={busy} submitLabel="Save ship dates and weather" />
    </form>
  );
}
