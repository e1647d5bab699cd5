import { useState, type FormEvent, type ReactNode } from 'react';
import { MAX_NOTIFY_ADDRESSES, ownerNotifications, splitAddresses, type OwnerNotifications, type OwnerNotificationsView } from '@shop/shared/owner-notifications';
import { FormActions, FormProblems } from '../../../components/admin/submission-banner.tsx';
import { inputClass, SelectField } from '../../../components/ui/field.tsx';
import { checkedSubmit } from '../../../lib/checked-submit.ts';

type Errors = Partial<Record<'extraAddresses' | 'summaryHour', string>>;

/** "7 am", "12 pm": the hours of the shop's day. */
export const hourLabel = (hour: number) => `${((hour + 11) % 12) + 1} ${hour < 12 ? 'am' : 'pm'}`;

function Switch({ label, hint, checked, onChange }: { label: string; hint: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-start gap-3 text-sm text-forest-900">
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-forest-700" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-muted">{hint}</span>
      </span>
    </label>
  );
}

/**
 * Admin > Settings > Notifications (decision 051): which of the shop's events email the owner, the extra
 * addresses that get them too, and the morning summary at an hour of the shop's day.
 */
export function NotificationsForm({ initial, timeZone, onSave }: { initial: OwnerNotificationsView; timeZone: string; onSave: (settings: OwnerNotifications) => Promise<void> }) {
  const [values, setValues] = useState<Omit<OwnerNotifications, 'extraAddresses'>>(() => ({
    paidOrders: initial.paidOrders,
    claims: initial.claims,
    refundsDue: initial.refundsDue,
    summary: initial.summary,
    summaryHour: initial.summaryHour,
  }));
  const [addresses, setAddresses] = useState(() => initial.extraAddresses.join('\n'));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<typeof values>) => setValues((now) => ({ ...now, ...change }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ownerNotifications.safeParse({ ...values, extraAddresses: splitAddresses(addresses) });
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0]) as keyof Errors] ??= issue.message;
    await checkedSubmit(event.currentTarget, found, { setErrors, setServerError, setBusy, send: () => onSave(parsed.data!) });
  }

  const owner = initial.ownerAddresses.join(', ');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Notifications" className="space-y-6">
      <FormProblems errors={errors} serverError={serverError} />
      <section className="space-y-5 rounded-3xl border border-sand-300 bg-white p-5 sm:p-6" aria-labelledby="settings-notifications">
        <div>
          <h2 id="settings-notifications" className="font-serif text-xl text-forest-900">
            Notifications
          </h2>
          <p className="mt-1 text-sm text-muted">
            Emails to you, at {owner || 'the admins’ addresses'} (the contact email above, else every admin’s), each once.
          </p>
        </div>
        <fieldset className="space-y-4">
          <legend className="sr-only">Email me</legend>
          <Switch label="Each paid order" hint="Its plants, total, ship-to and what the weather decided, with a link to the order" checked={values.paidOrders} onChange={(paidOrders) => set({ paidOrders })} />
          <Switch label="Each new claim" hint="The plant, the reason and the customer's words, with a link to the claims" checked={values.claims} onChange={(claims) => set({ claims })} />
          <Switch label="Each refund due" hint="A payment that arrived after its order was canceled and its plants had sold" checked={values.refundsDue} onChange={(refundsDue) => set({ refundsDue })} />
        </fieldset>
        <div>
          <label htmlFor="notify-addresses" className="mb-1.5 block text-sm font-medium text-forest-900">
            Also send them to (optional)
          </label>
          <textarea
            id="notify-addresses"
            name="extraAddresses"
            rows={3}
            spellCheck={false}
            value={addresses}
            aria-invalid={errors.extraAddresses ? true : undefined}
            aria-describedby="notify-addresses-message"
            onChange={(event) => {
              setAddresses(event.target.value);
              if (errors.extraAddresses) setErrors((now) => ({ ...now, extraAddresses: undefined }));
            }}
            className={`${inputClass} ${errors.extraAddresses ? 'border-clay-500' : 'border-sand-300'}`}
          />
          <p id="notify-addresses-message" className={errors.extraAddresses ? 'mt-1.5 text-sm text-clay-600' : 'mt-1.5 text-xs text-muted'}>
            {errors.extraAddresses ?? `One address a line, at most ${MAX_NOTIFY_ADDRESSES}: staff or a shared inbox.`}
          </p>
        </div>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
          <Switch
            label="A morning summary"
            hint="Yesterday's orders and sales, what ships today, held orders, low stock and open claims"
            checked={values.summary}
            onChange={(summary) => set({ summary })}
          />
          <SelectField label={`At (${timeZone})`} name="summaryHour" value={String(values.summaryHour)} error={errors.summaryHour} disabled={!values.summary} onChange={(event) => set({ summaryHour: Number(event.target.value) })}>
            {Array.from({ length: 24 }, (_, hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </SelectField>
        </div>
      </section>
      <FormActions busy={busy} submitLabel="Save notifications" />
    </form>
  );
}
