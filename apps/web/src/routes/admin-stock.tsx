import { useCallback, useState } from 'react';
import {
  type LedgerRow,
  CAUSE_LABELS,
  LEDGER_CAUSES,
  REASON_LABELS,
  STOCK_REASONS,
  type StockReason,
} from '@shop/shared/stock-ledger';
import { Button } from '../components/ui/button.tsx';
import {
  adjustStock,
  type LedgerFilter,
  listStockMovements,
} from '../features/admin-stock/stock-ledger-api.ts';
import { LedgerTable } from '../features/admin-stock/components/ledger-table.tsx';
import { LowStockDefault } from '../features/admin-stock/components/low-stock-default.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';
import { Alert } from '../components/ui/alert.tsx';

const sectionTitle = 'text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase';
// Fields and menus of one height, so their labels line up in a row.
const input = 'h-10 rounded-lg border border-sand-300 bg-white px-3 text-sm';

/** /account/admin/stock: every change of a count with its cause, reason and note; adjustments with a reason; the low-stock default (decision 040). Its own lazy chunk. */
export function AdminStockPage() {
  useTitle('Stock ledger');
  const [filter, setFilter] = useState<LedgerFilter>({ sku: '', cause: '', reason: '' });
  const [form, setForm] = useState({ sku: '', change: '', reason: 'received' as StockReason, note: '' });
  const [saved, setSaved] = useState('');
  const [error, setError] = useState('');
  const loader = useCallback(
    (signal: AbortSignal) => listStockMovements(filter, undefined, signal),
    [filter],
  );
  const { data, error: loadError, reload } = useAdminData(loader);
  // Older pages, for the filter they were asked with.
  const [more, setMore] = useState<{ loader: typeof loader; rows: LedgerRow[]; next: number | null } | null>(
    null,
  );
  const older = more?.loader === loader ? more : null;
  const rows = [...(data?.rows ?? []), ...(older?.rows ?? [])];
  const next = older ? older.next : (data?.nextBefore ?? null);
  const loadOlder = (before: number) =>
    listStockMovements(filter, before).then(
      (page) => setMore({ loader, rows: [...(older?.rows ?? []), ...page.rows], next: page.nextBefore }),
      (failure: unknown) => setError(messageOf(failure)),
    );

  return (
    <>
      <AdminHeader
        eyebrow="STOCK"
        title="Stock ledger"
        description={
          <>
            Every change of a count: orders, cancellations, refunds, imports and your adjustments, with who
            made them and why.
          </>
        }
      />
      <div className="mt-8 space-y-10">
        <section aria-labelledby="adjust" className="space-y-3">
          <h2 id="adjust" className={sectionTitle}>
            Adjust a count
          </h2>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={async (event) => {
              event.preventDefault();
              setError('');
              setSaved('');
              try {
                const done = await adjustStock({
                  sku: form.sku,
                  change: Number(form.change),
                  reason: form.reason,
                  ...(form.note.trim() && { note: form.note }),
                });
                setSaved(`${done.sku}: ${done.onHand} in stock now.`);
                setForm((now) => ({ ...now, change: '', note: '' }));
                reload();
              } catch (failure) {
                setError(messageOf(failure));
              }
            }}
          >
            <label className="text-sm">
              <span className="block font-semibold">SKU</span>
              <input
                className={`${input} w-40`}
                value={form.sku}
                required
                onChange={(event) => setForm({ ...form, sku: event.target.value })}
              />
            </label>
            <label className="text-sm">
              <span className="block font-semibold">Change (+ or -)</span>
              <input
                className={`${input} w-28`}
                type="number"
                step={1}
                value={form.change}
                required
                onChange={(event) => setForm({ ...form, change: event.target.value })}
              />
            </label>
            <label className="text-sm">
              <span className="block font-semibold">Reason</span>
              <select
                className={input}
                value={form.reason}
                onChange={(event) => setForm({ ...form, reason: event.target.value as StockReason })}
              >
                {STOCK_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {REASON_LABELS[reason]}
                  </option>
                ))}
              </select>
            </label>
            <label className="min-w-64 flex-1 text-sm">
              <span className="block font-semibold">Note</span>
              <input
                className={`${input} w-full`}
                value={form.note}
                maxLength={500}
                onChange={(event) => setForm({ ...form, note: event.target.value })}
              />
            </label>
            <Button type="submit" className="px-5 py-2.5 text-xs">
              Save adjustment
            </Button>
          </form>
          {saved ? (
            <p role="status" className="text-sm">
              {saved}
            </p>
          ) : null}
          {error || loadError ? (
            <Alert>
              {error || loadError}
            </Alert>
          ) : null}
        </section>
        <section aria-labelledby="low-stock" className="space-y-3">
          <h2 id="low-stock" className={sectionTitle}>
            Low stock
          </h2>
          <LowStockDefault />
        </section>
        <section aria-labelledby="ledger" className="space-y-3">
          <h2 id="ledger" className={sectionTitle}>
            Ledger
          </h2>
          <div className="flex flex-wrap gap-3">
            <label className="text-sm">
              <span className="block font-semibold">Filter by SKU</span>
              <input
                className={`${input} w-40`}
                value={filter.sku}
                onChange={(event) => setFilter({ ...filter, sku: event.target.value })}
              />
            </label>
            <label className="text-sm">
              <span className="block font-semibold">Cause</span>
              <select
                className={input}
                value={filter.cause}
                onChange={(event) => setFilter({ ...filter, cause: event.target.value })}
              >
                <option value="">Any</option>
                {LEDGER_CAUSES.map((cause) => (
                  <option key={cause} value={cause}>
                    {CAUSE_LABELS[cause]}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm">
              <span className="block font-semibold">Reason</span>
              <select
                className={input}
                value={filter.reason}
                onChange={(event) => setFilter({ ...filter, reason: event.target.value })}
              >
                <option value="">Any</option>
                {STOCK_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {REASON_LABELS[reason]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <LedgerTable rows={rows} timeZone={data?.timeZone ?? 'UTC'} onPickSku={(sku) => setFilter({ ...filter, sku })} />
          {data && rows.length === 0 ? <p className="text-sm text-muted">No changes match.</p> : null}
          {next ? (
            <Button variant="secondary" className="px-5 py-2.5 text-xs" onClick={() => void loadOlder(next)}>
              Older changes
            </Button>
          ) : null}
        </section>
      </div>
    </>
  );
}
