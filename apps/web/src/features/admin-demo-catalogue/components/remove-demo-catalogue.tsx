import { useState } from 'react';
import toast from 'react-hot-toast';
import { type DemoCatalogue, type DemoCatalogueRemoved, demoCatalogueSummary, hasDemoCatalogue, someOf } from '@shop/shared/demo-catalogue';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api.ts';
import { getDemoCatalogue, removeDemoCatalogue } from '../demo-catalogue-api.ts';
import { Alert } from '../../../components/ui/alert.tsx';

/** What the dialog says will go: the counts, a few names, what the owner edited, what orders keep. */
function WhatGoes({ state }: { state: DemoCatalogue }) {
  const ordered = state.plantsWithOrders;
  return (
    <>
      <p>
        This takes away <strong className="text-forest-900">{demoCatalogueSummary(state)}</strong> at once.
      </p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        {state.plants > 0 ? <li>Plants: {someOf(state.plantNames)}.</li> : null}
        {state.promos > 0 ? <li>Promo codes: {someOf(state.promoCodes, 5)}.</li> : null}
        {state.editedPlants.length > 0 ? (
          <li>
            You edited {state.editedPlants.length === 1 ? 'one of them' : `${state.editedPlants.length} of them`}: {someOf(state.editedPlants)}.{' '}
            {state.editedPlants.length === 1 ? 'It goes' : 'They go'} too.
          </li>
        ) : null}
        {ordered > 0 ? (
          <li>
            {ordered === 1 ? '1 plant was ordered: it is' : `${ordered} plants were ordered: they are`} archived (off sale for good) instead
            of deleted, so {ordered === 1 ? 'its' : 'their'} orders keep their lines and totals.
          </li>
        ) : null}
      </ul>
      <p className="mt-3">Your own plants and promo codes stay. This cannot be undone.</p>
    </>
  );
}

/**
 * "Remove the demo catalogue" (decision 048): a button that reads what is left of the demo, names it in a
 * confirm dialog, and removes it all in one step. The products screen and the CSV check both offer it.
 */
export function RemoveDemoCatalogue({ onRemoved, className = '' }: { onRemoved: (removed: DemoCatalogueRemoved) => void; className?: string }) {
  const [state, setState] = useState<DemoCatalogue | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function ask() {
    setBusy(true);
    setError('');
    try {
      const now = await getDemoCatalogue();
      if (hasDemoCatalogue(now)) setState(now);
      else {
        toast.success('The demo catalogue is already removed');
        onRemoved({ plantsDeleted: 0, plantsArchived: 0, pictures: 0, reviews: 0, promos: 0 });
      }
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const removed = await removeDemoCatalogue();
      setState(null);
      const plants = removed.plantsDeleted + removed.plantsArchived;
      toast.success(`Demo catalogue removed: ${demoCatalogueSummary({ ...removed, plants })}`);
      onRemoved(removed);
    } catch (failure) {
      setState(null);
      setError(`Nothing was removed: ${messageOf(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={className}>
      <Button variant="secondary" className="px-5 py-2.5 text-xs" disabled={busy} onClick={() => void ask()}>
        Remove the demo catalogue
      </Button>
      {error ? (
        <Alert className="mt-2">
          {error}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={state !== null}
        title="Remove the demo catalogue?"
        confirmLabel="Remove the demo catalogue"
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setState(null)}
      >
        {state ? <WhatGoes state={state} /> : null}
      </ConfirmDialog>
    </div>
  );
}
