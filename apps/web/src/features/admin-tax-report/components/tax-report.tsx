import { US_STATES } from '@shop/shared/states';
import { mayNeedToRegister } from '@shop/shared/nexus-share';
import { regionName } from '@shop/shared/order-totals';
import type { NexusThreshold, TaxReportMonth, TaxReportState } from '@shop/shared/tax-report';
import { AlertIcon } from '../../../components/admin/admin-icons.tsx';
import { AdminTable, type Column, EmptyState } from '../../../components/admin/admin-table.tsx';
import { formatDollars } from '../../../lib/money.ts';
import { Alert } from '../../../components/ui/alert.tsx';

const STATE_NAMES: ReadonlyMap<string, string> = new Map(US_STATES.map(([code, name]) => [code, name]));
export const stateName = (code: string) => STATE_NAMES.get(code) ?? code;

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = (share: number) => `${Math.floor(share * 100)}%`;
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** "$100,000 or 200 orders", "$500,000 and 100 orders", "$500,000", "No sales tax". */
export function describeThreshold(threshold: Pick<NexusThreshold, 'sales' | 'transactions' | 'bothRequired'> | null): string {
  if (!threshold) return 'Not known';
  const parts = [
    threshold.sales === null ? null : wholeDollars.format(threshold.sales),
    threshold.transactions === null ? null : `${threshold.transactions} orders`,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'None (no sales tax)';
  return parts.join(threshold.bothRequired ? ' and ' : ' or ');
}

/**
 * The plain warning of the report: each state where the shop does not collect and whose threshold it has
 * reached 80% of (decision 036). Nothing at all when there is none.
 */
export function NexusWarnings({ states, months }: { states: readonly TaxReportState[]; months: number }) {
  const near = states.filter(mayNeedToRegister);
  if (near.length === 0) return null;
  return (
    <section aria-label="States to register in" className="space-y-3">
      {near.map((row) => (
        <Alert key={row.state} tone="box" as="div" className="flex items-start gap-3">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">You may need to register in {row.state}</p>
            <p className="mt-1 text-ink">
              {row.share >= 1 ? 'The shop has passed' : `The shop is at ${percent(row.share)} of`} {stateName(row.state)}'s threshold (
              {describeThreshold(row.threshold)}) with {formatDollars(row.sales)} in {row.orders} {row.orders === 1 ? 'order' : 'orders'} over the last{' '}
              {months} months, and does not collect its sales tax. Check with the state, then add it to the tax states.
            </p>
          </div>
        </Alert>
      ))}
    </section>
  );
}

type StateRow = TaxReportState & { id: number };

/** Each state the shop sold to or collects in: its orders and sales beside its threshold. */
export function StateThresholdTable({ states }: { states: readonly TaxReportState[] }) {
  if (states.length === 0) return <EmptyState title="No sales yet">No paid order was shipped in these months.</EmptyState>;
  const columns: Column<StateRow>[] = [
    { label: 'State', cell: (row) => <span className="font-medium text-forest-900">{stateName(row.state)}</span> },
    { label: 'Orders', align: 'right', className: 'tabular-nums', cell: (row) => row.orders },
    { label: 'Sales', align: 'right', className: 'tabular-nums', cell: (row) => formatDollars(row.sales) },
    {
      label: 'Threshold',
      cell: (row) => (
        <span title={row.threshold ? `As of ${row.threshold.asOf}. ${row.threshold.note}` : undefined}>{describeThreshold(row.threshold)}</span>
      ),
    },
    {
      label: 'Reached',
      align: 'right',
      className: 'tabular-nums',
      cell: (row) => (row.threshold && (row.threshold.sales !== null || row.threshold.transactions !== null) ? (row.share >= 1 ? 'Passed' : percent(row.share)) : '—'),
    },
    { label: 'Collecting', cell: (row) => (row.collecting ? 'Yes' : mayNeedToRegister(row) ? <strong className="text-alert">No</strong> : 'No') },
  ];
  return <AdminTable caption="Orders and sales per state beside its threshold" columns={columns} rows={states.map((row, id) => ({ ...row, id }))} />;
}

type MonthRow = TaxReportMonth & { id: number };

/** The tax collected per jurisdiction (a state, or a tax region of its ZIP table) per month, and what refunds gave back. */
export function MonthlyTaxTable({ monthly }: { monthly: readonly TaxReportMonth[] }) {
  if (monthly.length === 0) return <EmptyState title="No tax to report">No paid order or refund in these months.</EmptyState>;
  const money = (pick: (row: MonthRow) => number) => (row: MonthRow) => formatDollars(pick(row));
  const columns: Column<MonthRow>[] = [
    { label: 'Month', className: 'whitespace-nowrap', cell: (row) => formatMonth(row.month) },
    { label: 'State', cell: (row) => row.state },
    // The ZIP table's tax region the orders were taxed at (decision 046); a dash for the state alone.
    { label: 'Region', cell: (row) => (row.region ? regionName(row.region) : <span className="text-muted">—</span>) },
    { label: 'Orders', align: 'right', className: 'tabular-nums', cell: (row) => row.orders },
    { label: 'Sales', align: 'right', className: 'tabular-nums', cell: money((row) => row.sales) },
    { label: 'Taxable', align: 'right', className: 'tabular-nums', cell: money((row) => row.taxableSales) },
    { label: 'Tax collected', align: 'right', className: 'tabular-nums font-semibold', cell: money((row) => row.taxCollected) },
    { label: 'Tax refunded', align: 'right', className: 'tabular-nums', cell: money((row) => row.taxRefunded) },
    { label: 'Amount refunds', align: 'right', className: 'tabular-nums', cell: money((row) => row.untracedRefunds) },
  ];
  // The latest month first; within a month by state, the state alone before its regions.
  const rows = [...monthly].sort(
    (a, b) => b.month.localeCompare(a.month) || a.state.localeCompare(b.state) || (a.region ?? '').localeCompare(b.region ?? ''),
  );
  // Nine columns: closer cells and headers that wrap, so the table fits beside the sidebar without scrolling.
  return <AdminTable caption="Sales tax per state per month" columns={columns} rows={rows.map((row, id) => ({ ...row, id }))} dense />;
}
