import { DIFFICULTIES, DIFFICULTY_LABELS, PET_SAFETY, PET_SAFETY_LABELS } from '@shop/shared/care-labels';
import { type BulkCare, STATUS_ACTIONS, type StatusAction } from '@shop/shared/product-status';
import { LIGHT_TAGS } from '@shop/shared/tags';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { BULK_LABELS, type BulkRequest, bulkConfirmation, editConfirmation, typedTags } from '../bulk-rules.ts';

type Asking = StatusAction | 'set-care' | 'add-tags';

const selectClass = 'mt-1 w-full rounded-xl border border-sand-300 bg-white px-3 py-2 text-sm text-ink';

/** One care field of the set-care dialog: "Leave as is", or a value. */
function CareSelect<T extends string>({ label, values, labels, value, onChange }: { label: string; values: readonly T[]; labels: (value: T) => string; value: T | undefined; onChange: (value: T | undefined) => void }) {
  return (
    <label className="block text-sm font-semibold text-forest-900">
      {label}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as T))} className={selectClass}>
        <option value="">Leave as is</option>
        {values.map((one) => (
          <option key={one} value={one}>
            {labels(one)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Above the products list while some are picked: how many, the actions, and one confirmation naming how
 * many and which (docs/product/screens.md). `onRun` does it; the bar closes the dialog once it is done.
 */
export function BulkBar({
  picked,
  onRun,
  onClear,
}: {
  picked: readonly { id: number; name: string }[];
  onRun: (request: BulkRequest) => Promise<void>;
  onClear: () => void;
}) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [care, setCare] = useState<BulkCare>({});
  const [tagText, setTagText] = useState('');
  if (picked.length === 0 && asking === null) return null;
  const request: BulkRequest | null =
    asking === null ? null : asking === 'set-care' ? { action: 'set-care', care } : asking === 'add-tags' ? { action: 'add-tags', tags: typedTags(tagText) } : { action: asking };
  const confirmation =
    request === null ? null : request.action === 'set-care' || request.action === 'add-tags' ? { ...editConfirmation(request, picked.length), body: null } : bulkConfirmation(request.action, picked.map((product) => product.name));

  async function run(next: BulkRequest) {
    setBusy(true);
    try {
      await onRun(next);
      setAsking(null);
    } finally {
      setBusy(false);
    }
  }

  function ask(next: Asking) {
    setCare({});
    setTagText('');
    setAsking(next);
  }

  return (
    <div role="region" aria-label="Bulk actions" className="flex flex-wrap items-center gap-3 rounded-2xl border border-sand-300 bg-cream-50 px-4 py-3 text-sm">
      <span className="font-semibold text-forest-900">{picked.length} selected</span>
      {STATUS_ACTIONS.map((action) => (
        <Button key={action} variant="secondary" className="px-4 py-2 text-xs" onClick={() => ask(action)}>
          {BULK_LABELS[action]}
        </Button>
      ))}
      <Button variant="secondary" className="px-4 py-2 text-xs" onClick={() => ask('set-care')}>
        Set care
      </Button>
      <Button variant="secondary" className="px-4 py-2 text-xs" onClick={() => ask('add-tags')}>
        Add tags
      </Button>
      <button type="button" onClick={onClear} className="text-sm font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900">
        Clear selection
      </button>
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        busy={busy}
        onConfirm={() => request && void run(request)}
        onClose={() => setAsking(null)}
      >
        <ul className="mb-3 max-h-40 list-disc overflow-y-auto pl-5 text-ink">
          {picked.map((product) => (
            <li key={product.id}>{product.name}</li>
          ))}
        </ul>
        {asking === 'set-care' ? (
          <div className="space-y-3">
            <CareSelect label="Light" values={LIGHT_TAGS} labels={(value) => value} value={care.light} onChange={(light) => setCare({ ...care, light })} />
            <CareSelect label="Pet safety" values={PET_SAFETY} labels={(value) => PET_SAFETY_LABELS[value]} value={care.petSafety} onChange={(petSafety) => setCare({ ...care, petSafety })} />
            <CareSelect label="Care level" values={DIFFICULTIES} labels={(value) => DIFFICULTY_LABELS[value]} value={care.difficulty} onChange={(difficulty) => setCare({ ...care, difficulty })} />
            <p>Each plant needs a care profile; its tags follow the new care.</p>
          </div>
        ) : asking === 'add-tags' ? (
          <label className="block text-sm font-semibold text-forest-900">
            Tags to add, separated by commas
            <input type="text" value={tagText} onChange={(event) => setTagText(event.target.value)} className={selectClass} />
          </label>
        ) : (
          confirmation?.body
        )}
      </ConfirmDialog>
    </div>
  );
}
