import { useState, type FormEvent } from 'react';
import type { ReminderSettings, ReminderSettingsView } from '@shop/shared/checkout-reminders';
import { FormActions, FormProblems } from '../../../components/admin/submission-banner.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { checkedSubmit } from '../../../lib/checked-submit.ts';

/**
 * Admin > Settings > Checkout reminders (decision 072): one email an hour after an unpaid order expires, on
 * or off, naming one of the shop's active promo codes or none. Without the shop's postal address (above) no
 * reminder is sent, and this says so.
 */
export function CheckoutRemindersForm({ initial, codes, onSave }: { initial: ReminderSettingsView; codes: readonly string[]; onSave: (settings: ReminderSettings) => Promise<void> }) {
  const [enabled, setEnabled] = useState(initial.enabled);
  const [promoCode, setPromoCode] = useState(initial.promoCode ?? '');
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const choices = initial.promoCode && !codes.includes(initial.promoCode) ? [initial.promoCode, ...codes] : codes;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await checkedSubmit(event.currentTarget, {}, { setErrors: () => undefined, setServerError, setBusy, send: () => onSave({ enabled, promoCode: promoCode || null }) });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Checkout reminders" className="space-y-6">
      <FormProblems errors={{}} serverError={serverError} />
      <section className="space-y-5 rounded-3xl border border-sand-300 bg-white p-5 sm:p-6" aria-labelledby="settings-reminders">
        <div>
          <h2 id="settings-reminders" className="font-serif text-xl text-forest-900">
            Checkout reminders
          </h2>
          <p className="mt-1 text-sm text-muted">
            About an hour after an unpaid order expires, its buyer gets one email with a link that puts the plants back in their cart. Never twice, never after they buy, never
            after they unsubscribe.
          </p>
        </div>
        {initial.hasPostalAddress ? null : (
          <p role="status" className="rounded-2xl bg-cream-100 px-4 py-3 text-sm text-ink ring-1 ring-clay-500/40 ring-inset">
            No reminder is sent until the shop has a postal address: add it under Contact above. The law asks for one in every email that sells.
          </p>
        )}
        <label className="flex items-start gap-3 text-sm text-forest-900">
          <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-forest-700" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          <span className="font-medium">Send checkout reminders</span>
        </label>
        <div>
          <label htmlFor="reminder-promo" className="mb-1.5 block text-sm font-medium text-forest-900">
            Promo code the reminder offers
          </label>
          <select id="reminder-promo" className={`${inputClass} border-sand-300`} value={promoCode} onChange={(event) => setPromoCode(event.target.value)}>
            <option value="">None</option>
            {choices.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
      </section>
      <FormActions busy={busy} submitLabel="Save reminders" />
    </form>
  );
}
