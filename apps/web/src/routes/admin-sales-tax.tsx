import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { formatRate } from '@shop/shared/order-totals';
import type { TaxState } from '@shop/shared/tax';
import { EmptyState } from '../components/admin/admin-table.tsx';
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { Button } from '../components/ui/button.tsx';
import { deleteTaxState, listTaxStates, removeZipRates, saveTaxState, uploadZipRates } from '../features/admin-charges/admin-charges-api.ts';
import { TaxStateForm } from '../features/admin-charges/components/tax-state-form.tsx';
import { TaxStatesTable } from '../features/admin-charges/components/tax-states-table.tsx';
import { ZipRatesPanel } from '../features/admin-charges/components/zip-rates-panel.tsx';
import { emptyTaxValues, sortTaxStates, stateName, taxFormValues } from '../features/admin-charges/tax-state-rules.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { FormPanel } from '../features/admin/components/form-panel.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

/** The panel above the list: closed, adding a state (null), editing one, or its ZIP rates. */
type Editing = { tax: TaxState | null; zipRates?: boolean } | null;

export function AdminSalesTaxPage() {
  useTitle('Admin · Sales tax');
  const { data, status, error, reload, update } = useAdminData(listTaxStates);
  const states = useMemo(() => sortTaxStates(data ?? []), [data]);
  const [editing, setEditing] = useState<Editing>(null);
  const [stopping, setStopping] = useState<TaxState | null>(null);
  const [busy, setBusy] = useState(false);

  function afterSave(tax: TaxState, added: boolean) {
    update((rows) => [...rows.filter((row) => row.state !== tax.state), tax]);
    toast.success(added ? `Collecting in ${stateName(tax.state)} at ${formatRate(tax.ratePercent)}` : `${stateName(tax.state)} saved`);
    setEditing(null);
  }

  async function stop() {
    if (!stopping) return;
    setBusy(true);
    try {
      await deleteTaxState(stopping.state);
      update((rows) => rows.filter((row) => row.state !== stopping.state));
      toast.success(`No longer collecting in ${stateName(stopping.state)}`);
      if (editing?.tax?.state === stopping.state) setEditing(null);
      setStopping(null);
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  function afterZipRates(message: string) {
    toast.success(message);
    reload();
  }

  const tax = editing?.tax ?? null;
  // The state as the list now has it (a load or a removal reads the list again).
  const zipState = editing?.zipRates && tax ? (states.find((row) => row.state === tax.state) ?? tax) : null;
  return (
    <>
      <AdminHeader
        eyebrow="SALES TAX"
        title="Sales tax"
        description={
          !data
            ? 'The states where the shop collects sales tax.'
            : states.length === 0
              ? 'The shop collects no sales tax now.'
              : `Collected on orders shipped to ${states.length} ${states.length === 1 ? 'state' : 'states'}.`
        }
        actions={
          <Button className="px-5 py-2.5 text-xs" disabled={!data} onClick={() => setEditing({ tax: null })}>
            Add a state
          </Button>
        }
      />
      <div className="mt-4 space-y-2 text-sm text-muted">
        <p>
          You are responsible for these rates. The shop charges exactly what you enter, on orders shipped to these states; it does not
          look rates up or file returns. Orders already placed keep the tax they were charged. Where local taxes add to the state&rsquo;s,
          load the state&rsquo;s ZIP rate table: an order to a ZIP code in it is taxed at that ZIP&rsquo;s combined rate.
        </p>
        {states.some((row) => row.state === 'CA' && row.ratePercent === 7.25) ? (
          <p>Demo data: California at 7.25% is the demo shop&rsquo;s example. If you did not add it, replace it with your own.</p>
        ) : null}
        <p>Herbs and fruit trees are marked &ldquo;Food-producing plant&rdquo; under Tax category on each product&rsquo;s form.</p>
      </div>
      <div className="mt-6 space-y-6">
        {zipState ? (
          <FormPanel title={`ZIP rates of ${stateName(zipState.state)}`} openedFor={`zip-${zipState.state}`}>
            <ZipRatesPanel
              key={zipState.state}
              tax={zipState}
              upload={uploadZipRates}
              remove={removeZipRates}
              onChanged={afterZipRates}
              onClose={() => setEditing(null)}
            />
          </FormPanel>
        ) : editing ? (
          <FormPanel title={tax ? `Edit ${stateName(tax.state)}` : 'Collect in a state'} openedFor={tax?.state ?? 'new'}>
            <TaxStateForm
              key={tax?.state ?? 'new'}
              title={tax ? `Edit ${stateName(tax.state)}` : 'Add tax state'}
              mode={tax ? 'edit' : 'add'}
              collected={states.map((row) => row.state)}
              initial={tax ? taxFormValues(tax) : emptyTaxValues}
              submitLabel={tax ? 'Save' : 'Start collecting'}
              onSubmit={saveTaxState}
              onSaved={(saved) => afterSave(saved, tax === null)}
              onCancel={() => setEditing(null)}
            />
          </FormPanel>
        ) : null}
        {!data ? (
          <LoadState status={status} error={error} label="Loading the sales tax states" onRetry={reload} />
        ) : states.length === 0 ? (
          <EmptyState title="No sales tax collected">Add the states where you must collect it.</EmptyState>
        ) : (
          <TaxStatesTable
            states={states}
            onEdit={(row) => setEditing({ tax: row })}
            onZipRates={(row) => setEditing({ tax: row, zipRates: true })}
            onStop={setStopping}
          />
        )}
      </div>
      <ConfirmDialog
        open={stopping !== null}
        title={`Stop collecting in ${stopping ? stateName(stopping.state) : 'this state'}?`}
        confirmLabel="Stop collecting"
        busy={busy}
        onConfirm={() => void stop()}
        onClose={() => setStopping(null)}
      >
        New orders shipped there are not taxed, and its ZIP rates are removed. Orders already placed keep their tax, and refunds return it.
      </ConfirmDialog>
    </>
  );
}
