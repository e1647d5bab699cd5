import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { ShippingRate } from '@shop/shared/shipping';
import { EmptyState } from '../components/admin/admin-table.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { Button } from '../components/ui/button.tsx';
import {
  createShippingRate,
  getShippingSettings,
  listShippingRates,
  saveShippingSettings,
  updateShippingRate,
} from '../features/admin-charges/admin-charges-api.ts';
import { ShippingSettingsForm } from '../features/admin-charges/components/shipping-settings-form.tsx';
import { ShippingRateForm } from '../features/admin-charges/components/shipping-rate-form.tsx';
import { ShippingRatesTable } from '../features/admin-charges/components/shipping-rates-table.tsx';
import {
  emptyRateValues,
  nextPosition,
  rateFormValues,
  sortRates,
  withActive,
} from '../features/admin-charges/shipping-rate-rules.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { FormPanel } from '../features/admin/components/form-panel.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

const ratesCount = (count: number) => `${count} ${count === 1 ? 'rate' : 'rates'}`;

/** The form above the list: closed, adding a rate (null), or editing one. */
type Editing = { rate: ShippingRate | null } | null;

export function AdminShippingPage() {
  useTitle('Admin · Shipping');
  const { data, status, error, reload, update } = useAdminData(listShippingRates);
  const settings = useAdminData(getShippingSettings);
  const rates = useMemo(() => sortRates(data ?? []), [data]);
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const active = rates.filter((rate) => rate.active).length;

  function afterSave(rate: ShippingRate, added: boolean) {
    update((rows) => (added ? [...rows, rate] : rows.map((row) => (row.id === rate.id ? rate : row))));
    toast.success(`${rate.name} ${added ? 'added' : 'saved'}`);
    setEditing(null);
  }

  async function toggle(rate: ShippingRate) {
    setBusyId(rate.id);
    try {
      const changed = await updateShippingRate(rate.id, withActive(rate, !rate.active));
      update((rows) => rows.map((row) => (row.id === changed.id ? changed : row)));
      toast.success(
        changed.active ? `${changed.name} is offered at checkout` : `${changed.name} is no longer offered`,
      );
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setBusyId(null);
    }
  }

  const rate = editing?.rate ?? null;
  return (
    <>
      <AdminHeader
        eyebrow="SHIPPING"
        title="Shipping rates"
        description={
          !data
            ? 'The ways shoppers can have their plants sent.'
            : rates.length > 0 && active === 0
              ? `${ratesCount(rates.length)}, none offered: every order ships free until you activate one.`
              : `${ratesCount(rates.length)}, ${active} offered at checkout.`
        }
        actions={
          <Button className="px-5 py-2.5 text-xs" disabled={!data} onClick={() => setEditing({ rate: null })}>
            Add a rate
          </Button>
        }
      />
      <p className="mt-4 text-sm text-muted">
        Orders keep the rate as it was when placed: a change or a deactivation applies to new orders only.
      </p>
      <div className="mt-6 space-y-6">
        {editing ? (
          <FormPanel
            title={rate ? `Edit ${rate.name}` : 'Add a shipping rate'}
            openedFor={rate ? String(rate.id) : 'new'}
          >
            <ShippingRateForm
              key={rate?.id ?? 'new'}
              title={rate ? `Edit ${rate.name}` : 'Add shipping rate'}
              initial={rate ? rateFormValues(rate) : emptyRateValues}
              position={rate ? rate.position : nextPosition(rates)}
              submitLabel={rate ? 'Save rate' : 'Add rate'}
              onSubmit={(payload) =>
                rate ? updateShippingRate(rate.id, payload) : createShippingRate(payload)
              }
              onSaved={(saved) => afterSave(saved, rate === null)}
              onCancel={() => setEditing(null)}
            />
          </FormPanel>
        ) : null}
        {!data ? (
          <LoadState status={status} error={error} label="Loading shipping rates" onRetry={reload} />
        ) : rates.length === 0 ? (
          <EmptyState title="No shipping rates yet">Until you add one, every order ships free.</EmptyState>
        ) : (
          <ShippingRatesTable
            rates={rates}
            busyId={busyId}
            onEdit={(row) => setEditing({ rate: row })}
            onToggle={(row) => void toggle(row)}
          />
        )}
      </div>
      <section className="mt-12" aria-labelledby="ship-dates-title">
        <h2 id="ship-dates-title" className="font-serif text-2xl text-forest-900">
          Ship dates and weather
        </h2>
        <p className="mt-1 text-sm text-muted">
          When plants leave, and when the forecast at the destination holds an order or adds a heat pack.
          Shoppers see the dates and the weather before they pay.
        </p>
        <div className="mt-6 rounded-3xl border border-sand-300 bg-white p-6">
          {settings.data ? (
            <ShippingSettingsForm
              initial={settings.data}
              onSave={async (body) => {
                const saved = await saveShippingSettings(body);
                settings.update(() => saved);
                toast.success('Ship dates and weather saved');
              }}
            />
          ) : (
            <LoadState
              status={settings.status}
              error={settings.error}
              label="Loading ship dates and weather"
              onRetry={settings.reload}
            />
          )}
        </div>
      </section>
    </>
  );
}
