import { formatRate } from '@shop/shared/order-totals';
import type { TaxState } from '@shop/shared/tax';
import { AdminTable, type Column } from '../../../components/admin/admin-table.tsx';
import { stateName } from '../tax-state-rules.ts';
import { rateRange, zipTableLine } from '../zip-table-rules.ts';

const rowAction = 'rounded-full px-2.5 py-1 text-xs font-semibold tracking-[0.12em] uppercase transition-colors';

type TaxRow = TaxState & { id: number };

/** The states where the shop collects: the rate, the ZIP table, whether shipping is taxed, whether food-producing plants are, with Load or Change beside it, and Edit / Stop collecting. */
export function TaxStatesTable({
  states,
  onEdit,
  onZipRates,
  onStop,
}: {
  states: readonly TaxState[];
  onEdit: (tax: TaxState) => void;
  /** Opens the state's ZIP rate table: load, check, remove (decision 046). */
  onZipRates: (tax: TaxState) => void;
  onStop: (tax: TaxState) => void;
}) {
  const columns: Column<TaxRow>[] = [
    {
      label: 'State',
      className: 'font-medium text-forest-900',
      cell: (tax) => (
        // One element: on a phone the cell's children would otherwise be pushed apart.
        <span>
          {stateName(tax.state)} <span className="font-normal text-muted">{tax.state}</span>
        </span>
      ),
    },
    { label: 'Rate', align: 'right', className: 'font-semibold tabular-nums', cell: (tax) => formatRate(tax.ratePercent) },
    {
      label: 'ZIP rates',
      // One element, the state of the table and the button that opens it: on a phone the card's cell stays whole.
      cell: (tax) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          {tax.zipTable ? (
            <span>
              {zipTableLine(tax.zipTable)}{' '}
              <span className="whitespace-nowrap text-muted tabular-nums">({rateRange(tax.zipTable.minRatePercent, tax.zipTable.maxRatePercent)})</span>
            </span>
          ) : (
            <span className="text-muted">None: the state rate</span>
          )}
          <button type="button" className={`${rowAction} -mx-2.5 text-forest-700 hover:bg-sage-100`} onClick={() => onZipRates(tax)}>
            {tax.zipTable ? 'Change' : 'Load'}
            <span className="sr-only"> the ZIP rates of {stateName(tax.state)}</span>
          </button>
        </span>
      ),
    },
    { label: 'Shipping', cell: (tax) => (tax.shippingTaxable ? 'Taxed' : <span className="text-muted">Not taxed</span>) },
    { label: 'Food-producing plants', cell: (tax) => (tax.foodPlantsExempt ? 'Exempt' : 'Taxed') },
    {
      label: 'Actions',
      hideLabel: true,
      align: 'right',
      className: 'whitespace-nowrap max-md:justify-end',
      cell: (tax) => (
        <>
          <button type="button" className={`${rowAction} text-forest-700 hover:bg-sage-100`} onClick={() => onEdit(tax)}>
            Edit<span className="sr-only"> {stateName(tax.state)}</span>
          </button>
          <span aria-hidden="true" className="text-sand-300">
            /
          </span>
          <button type="button" className={`${rowAction} text-alert hover:bg-clay-500/10`} onClick={() => onStop(tax)}>
            Stop collecting<span className="sr-only"> in {stateName(tax.state)}</span>
          </button>
        </>
      ),
    },
  ];
  // The table keys rows by a number; a state's place in the list is one.
  const rows = states.map((tax, index) => ({ ...tax, id: index }));
  return <AdminTable caption="States where the shop collects sales tax" columns={columns} rows={rows} />;
}
