import { CAUSE_LABELS, type LedgerCause, type LedgerRow, REASON_LABELS, type StockReason } from '@shop/shared/stock-ledger';
import { AdminTable, type Column } from '../../../components/admin/admin-table.tsx';
import { formatDate, formatTime } from '../../../lib/shop-dates.ts';

/**
 * The ledger's changes, newest first: the admin's table look, a card each on phones (seven columns do not
 * fit a phone's width). A SKU narrows the ledger to that size's history.
 */
export function LedgerTable({
  rows,
  timeZone,
  onPickSku,
}: {
  rows: readonly LedgerRow[];
  /** The shop's, in which each change's day and time are shown (decision 050). */
  timeZone: string;
  onPickSku: (sku: string) => void;
}) {
  const columns: Column<LedgerRow>[] = [
    {
      label: 'When',
      className: 'text-muted',
      // The day over the time on a desktop: one line would crowd the plant's name.
      cell: (row) => (
        <span>
          <span className="whitespace-nowrap md:block">{formatDate(row.at, timeZone)}</span>{' '}
          <span className="whitespace-nowrap md:block">{formatTime(row.at, timeZone)}</span>
        </span>
      ),
    },
    {
      label: 'Plant',
      cell: (row) => (
        <span className="min-w-0">
          <span className="font-medium text-forest-900">{row.productName ?? 'A deleted plant'}</span>
          {row.variantTitle ? ` (${row.variantTitle})` : ''}{' '}
          {row.sku ? (
            <button
              type="button"
              className="text-xs tracking-wide text-forest-700 underline underline-offset-4 hover:text-forest-900"
              onClick={() => onPickSku(row.sku!)}
            >
              {row.sku}
            </button>
          ) : null}
        </span>
      ),
    },
    {
      label: 'Change',
      className: 'font-semibold tabular-nums',
      cell: (row) => (row.delta > 0 ? `+${row.delta}` : row.delta),
    },
    { label: 'Count after', className: 'tabular-nums', cell: (row) => row.onHandAfter },
    {
      label: 'Cause',
      cell: (row) => (row.cause === 'order' && row.orderId ? `Order #${row.orderId}` : (CAUSE_LABELS[row.cause as LedgerCause] ?? row.cause)),
    },
    {
      label: 'Reason and note',
      cell: (row) =>
        [row.reason ? (REASON_LABELS[row.reason as StockReason] ?? row.reason) : '', row.note ?? '']
          .filter(Boolean)
          .join(': '),
    },
    { label: 'By', cell: (row) => row.actor ?? 'the shop' },
  ];
  return <AdminTable dense caption="Stock ledger" columns={columns} rows={rows} />;
}
