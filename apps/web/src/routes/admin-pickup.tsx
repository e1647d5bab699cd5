import { useCallback, useId, useState, type FormEvent } from 'react';
import { pickupAddressLines, type PickupLocation, type PickupLocationInput } from '@shop/shared/pickup';
import { US_STATES } from '@shop/shared/states';
import { AdminTable, type Column } from '../components/admin/admin-table.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { Button } from '../components/ui/button.tsx';
import { Field, inputClass, SelectField } from '../components/ui/field.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { addPickupLocation, listPickupLocations, savePickupLocation } from '../features/admin-pickup/pickup-api.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

const sectionTitle = 'text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase';
const problem = 'text-sm text-alert';

type Draft = Omit<PickupLocationInput, 'daysToPrepare'> & { daysToPrepare: string };

const EMPTY: Draft = { name: '', street1: '', street2: '', city: '', state: '', zip: '', hours: '', instructions: '', daysToPrepare: '1', active: true };

const draftOf = ({ id: _id, ...location }: PickupLocation): Draft => ({ ...location, daysToPrepare: String(location.daysToPrepare) });

/** One place's form: to add a new one, or to change one (the server checks every field and says which is wrong). */
function LocationForm({ initial, submitLabel, onSave, onCancel }: { initial: Draft; submitLabel: string; onSave: (input: PickupLocationInput) => Promise<void>; onCancel?: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const instructionsId = useId();
  const set = (name: keyof Draft) => (event: { target: { value: string } }) => setDraft((now) => ({ ...now, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await onSave({ ...draft, daysToPrepare: Number(draft.daysToPrepare) });
      if (!onCancel) setDraft(EMPTY);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-6" aria-label={submitLabel}>
      <Field label="Name" className="sm:col-span-3" value={draft.name} onChange={set('name')} placeholder="The Greenhouse" />
      <Field label="Days to prepare" type="number" min={0} inputMode="numeric" className="sm:col-span-3" value={draft.daysToPrepare} onChange={set('daysToPrepare')} hint="0: ready the day it is ordered" />
      <Field label="Street address" className="sm:col-span-6" value={draft.street1} onChange={set('street1')} autoComplete="off" />
      <Field label="Second line (optional)" className="sm:col-span-6" value={draft.street2} onChange={set('street2')} autoComplete="off" />
      <Field label="City" className="sm:col-span-2" value={draft.city} onChange={set('city')} autoComplete="off" />
      <SelectField label="State" className="sm:col-span-2" value={draft.state} onChange={set('state')}>
        <option value="">Select a state</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <Field label="ZIP code" inputMode="numeric" maxLength={5} className="sm:col-span-2" value={draft.zip} onChange={set('zip')} autoComplete="off" />
      <Field label="Hours" className="sm:col-span-6" value={draft.hours} onChange={set('hours')} placeholder="Tue-Sat 10am-6pm" />
      <div className="sm:col-span-6">
        <label htmlFor={instructionsId} className="mb-1.5 block text-sm font-medium text-forest-900">
          Instructions, what to bring
        </label>
        <textarea id={instructionsId} rows={2} maxLength={1000} value={draft.instructions} onChange={set('instructions')} className={`${inputClass} resize-y border-sand-300`} placeholder="Bring your order number; ring the bell at the side door" />
      </div>
      <label className="flex items-center gap-3 text-sm font-medium text-forest-900 sm:col-span-6">
        <input type="checkbox" checked={draft.active} onChange={(event) => setDraft((now) => ({ ...now, active: event.target.checked }))} className="size-5 rounded border-sand-300 accent-forest-700" />
        Offered at checkout
      </label>
      {error ? (
        <p role="alert" className={`${problem} sm:col-span-6`}>
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 sm:col-span-6">
        <Button type="submit" className="px-5 py-3 text-xs" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" className="px-5 py-3 text-xs" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * /account/admin/pickup (docs/decisions/067-local-pickup.md): the places a customer may collect an order at,
 * offered at checkout beside the shipping rates while active. A place is never deleted, only no longer
 * offered, so orders placed for it keep it. A screen of the admin area's lazy chunk.
 */
export function AdminPickupPage() {
  useTitle('Pickup locations');
  const load = useCallback((signal: AbortSignal) => listPickupLocations(signal), []);
  const { data, status, error, reload, update } = useAdminData(load);
  const [editing, setEditing] = useState<PickupLocation | null>(null);
  const [toggleError, setToggleError] = useState('');
  const replace = (saved: PickupLocation) => update((rows) => rows.map((row) => (row.id === saved.id ? saved : row)));

  async function toggle(row: PickupLocation) {
    setToggleError('');
    try {
      replace(await savePickupLocation(row.id, { ...draftOf(row), daysToPrepare: row.daysToPrepare, active: !row.active }));
    } catch (failure) {
      setToggleError(messageOf(failure));
    }
  }

  const columns: readonly Column<PickupLocation>[] = [
    { label: 'Place', cell: (row) => <span className="font-medium text-forest-900">{row.name}</span> },
    { label: 'Address', cell: (row) => pickupAddressLines(row).join(', ') },
    { label: 'Hours', cell: (row) => row.hours || '—' },
    { label: 'Days to prepare', align: 'right', cell: (row) => row.daysToPrepare },
    { label: 'At checkout', cell: (row) => (row.active ? 'Offered' : 'Not offered') },
    {
      label: 'Actions',
      hideLabel: true,
      align: 'right',
      cell: (row) => (
        <span className="inline-flex gap-2">
          <Button variant="secondary" className="px-4 py-2 text-xs" onClick={() => setEditing(row)} aria-label={`Edit ${row.name}`}>
            Edit
          </Button>
          <Button variant="secondary" className="px-4 py-2 text-xs" onClick={() => void toggle(row)} aria-label={`${row.active ? 'Deactivate' : 'Activate'} ${row.name}`}>
            {row.active ? 'Deactivate' : 'Activate'}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <AdminHeader
        eyebrow="PICKUP"
        title="Pickup locations"
        description={
          <>
            Customers choose &ldquo;Pick up at&rdquo; a place beside the shipping rates: no address, no shipping charge, no weather hold.
            The place&rsquo;s state taxes the order. You mark the order ready (they get an email with the hours and what to bring), then picked up.
          </>
        }
      />
      <div className="mt-8 space-y-10">
        <section aria-labelledby="pickup-list" className="space-y-3">
          <h2 id="pickup-list" className={sectionTitle}>
            Your places{data ? ` (${data.length})` : ''}
          </h2>
          {data === undefined ? (
            <LoadState status={status} error={error} label="Loading the pickup locations" onRetry={reload} />
          ) : data.length === 0 ? (
            <p className="text-sm text-muted">No pickup locations yet: the checkout offers shipping only.</p>
          ) : (
            <AdminTable caption="Pickup locations" columns={columns} rows={data} />
          )}
          {toggleError ? (
            <p role="alert" className={problem}>
              {toggleError}
            </p>
          ) : null}
        </section>
        {editing ? (
          <section aria-labelledby="edit-pickup" className="space-y-3">
            <h2 id="edit-pickup" className={sectionTitle}>
              Edit {editing.name}
            </h2>
            <LocationForm
              key={editing.id}
              initial={draftOf(editing)}
              submitLabel="Save place"
              onSave={async (input) => {
                replace(await savePickupLocation(editing.id, input));
                setEditing(null);
              }}
              onCancel={() => setEditing(null)}
            />
          </section>
        ) : (
          <section aria-labelledby="add-pickup" className="space-y-3">
            <h2 id="add-pickup" className={sectionTitle}>
              Add a place
            </h2>
            <LocationForm initial={EMPTY} submitLabel="Add place" onSave={async (input) => {
                const made = await addPickupLocation(input);
                update((rows) => [...rows, made]);
              }}
            />
          </section>
        )}
      </div>
    </>
  );
}
