import { STATUS_ACTIONS, type StatusAction } from '@shop/shared/product-status';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { BULK_LABELS, bulkConfirmation } from '../bulk-rules.ts';

/**
 * Above the products list while some are picked: how many, the four actions, and one confirmation naming
 * how many and which (docs/product/screens.md). `onRun` does it; the bar closes the dialog once it is done.
 */
export function BulkBar({
  picked,
  onRun,
  onClear,
}: {
  picked: readonly { id: number; name: string }[];
  onRun: (action: StatusAction) => Promise<void>;
  onClear: () => void;
}) {
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const [busy, setBusy] = useState(false);
  if (picked.length === 0 && asking === null) return null;
  const confirmation = asking ? bulkConfirmation(asking, picked.map((product) => product.name)) : null;

  async function run(action: StatusAction) {
    setBusy(true);
    try {
      await onRun(action);
      setAsking(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="region" aria-label="Bulk actions" className="flex flex-wrap items-center gap-3 rounded-2xl border border-sand-300 bg-cream-50 px-4 py-3 text-sm">
      <span className="font-semibold text-forest-900">{picked.length} selected</span>
      {STATUS_ACTIONS.map((action) => (
        <Button key={action} variant="secondary" className="px-4 py-2 text-xs" onClick={() => setAsking(action)}>
          {BULK_LABELS[action]}
        </Button>
      ))}
      <button type="button" onClick={onClear} className="text-sm font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900">
        Clear selection
      </button>
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        busy={busy}
        onConfirm={() => asking && void run(asking)}
        onClose={() => setAsking(null)}
      >
        <ul className="mb-3 max-h-40 list-disc overflow-y-auto pl-5 text-ink">
          {picked.map((product) => (
            <li key={product.id}>{product.name}</li>
          ))}
        </ul>
        {confirmation?.body}
      </ConfirmDialog>
    </div>
  );
}
