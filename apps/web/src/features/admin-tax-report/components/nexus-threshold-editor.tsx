import { useState, type FormEvent } from 'react';
import type { NexusThreshold, NexusThresholdInput } from '@shop/shared/tax-report';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { describeThreshold, stateName } from './tax-report.tsx';
import { Alert } from '../../../components/ui/alert.tsx';

interface Values {
  sales: string;
  transactions: string;
  bothRequired: boolean;
  asOf: string;
  note: string;
}

const valuesOf = (threshold: NexusThreshold): Values => ({
  sales: threshold.sales === null ? '' : String(threshold.sales),
  transactions: threshold.transactions === null ? '' : String(threshold.transactions),
  bothRequired: threshold.bothRequired,
  asOf: threshold.asOf,
  note: threshold.note,
});

/** An empty box is "no such threshold"; anything else goes to the server as typed, which says what is wrong. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function toInput(values: Values): NexusThresholdInput {
  return { sales: numberOrNull(values.sales), transactions: numberOrNull(values.transactions), bothRequired: values.bothRequired, asOf: values.asOf, note: values.note };
}

/** One state's threshold being corrected: the figures, whether both are needed, the day checked, a note. */
function ThresholdForm({ threshold, onSave, onCancel }: { threshold: NexusThreshold; onSave: (input: NexusThresholdInput) => Promise<void>; onCancel: () => void }) {
  const [values, setValues] = useState(() => valuesOf(threshold));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const change = <K extends keyof Values>(name: K, value: Values[K]) => setValues((now) => ({ ...now, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await onSave(toInput(values));
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={`${stateName(threshold.state)}'s threshold`} className="space-y-4 py-2">
      {error ? (
        <Alert className="rounded-2xl border border-clay-500/50 bg-white px-4 py-3">
          {error}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Sales (dollars a year)" name="sales" type="number" inputMode="decimal" min={0} step={1000} value={values.sales} hint="Empty: none" onChange={(event) => change('sales', event.target.value)} />
        <Field label="Orders (a year)" name="transactions" type="number" inputMode="numeric" min={1} step={1} value={values.transactions} hint="Empty: none" onChange={(event) => change('transactions', event.target.value)} />
        <Field label="Checked on" name="asOf" type="date" value={values.asOf} onChange={(event) => change('asOf', event.target.value)} />
      </div>
      <label className="flex items-center gap-3 text-sm text-forest-900">
        <input type="checkbox" name="bothRequired" checked={values.bothRequired} onChange={(event) => change('bothRequired', event.target.checked)} className="size-5 accent-forest-700" />
        Both must be passed (not either one)
      </label>
      <Field label="Note" name="note" maxLength={500} value={values.note} onChange={(event) => change('note', event.target.value)} />
      <div className="flex gap-3">
        <Button type="submit" disabled={busy} className="px-5 py-2.5 text-xs">
          {busy ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="ghost" className="px-5 py-2.5 text-xs" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Every state's threshold as the shop keeps it, each with Edit; one is edited at a time. */
export function NexusThresholdEditor({
  thresholds,
  onSave,
}: {
  thresholds: readonly NexusThreshold[];
  onSave: (state: string, input: NexusThresholdInput) => Promise<NexusThreshold>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <ul className="divide-y divide-sand-300/70 rounded-2xl border border-sand-300 bg-white px-5 shadow-sm">
      {thresholds.map((threshold) => (
        <li key={threshold.state} className="py-3">
          {editing === threshold.state ? (
            <>
              <p className="font-medium text-forest-900">{stateName(threshold.state)}</p>
              <ThresholdForm
                threshold={threshold}
                onCancel={() => setEditing(null)}
                onSave={async (input) => {
                  await onSave(threshold.state, input);
                  setEditing(null);
                }}
              />
            </>
          ) : (
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
              <p className="min-w-40 font-medium text-forest-900">{stateName(threshold.state)}</p>
              <p className="flex-1 text-sm text-ink">
                {describeThreshold(threshold)}
                <span className="block text-xs text-muted">
                  Checked {threshold.asOf}
                  {threshold.note ? `. ${threshold.note}` : ''}
                </span>
              </p>
              <button
                type="button"
                className="rounded-full px-2.5 py-1 text-xs font-semibold tracking-[0.12em] text-forest-700 uppercase hover:bg-sage-100"
                onClick={() => setEditing(threshold.state)}
              >
                Edit<span className="sr-only"> {stateName(threshold.state)}</span>
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
