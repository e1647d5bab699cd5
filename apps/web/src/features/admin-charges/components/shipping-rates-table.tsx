import type { ShippingRate } from '@shop/shared/shipping';
import { deliveryEstimate } from '@shop/shared/shipping-rates';
import { ActiveBadge } from '../../../components/admin/active-badge.tsx';
import { AdminTable, type Column } from '../../../components/admin/admin-table.tsx';
import { formatDollars } from '../../../lib/money.ts';

const rowAction = 'rounded-full px-2.5 py-1 text-xs font-semibold tracking-[0.12em] uppercase transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** Name, price, free-from subtotal, the estimate as shoppers read it, whether it is offered, and Edit / Deactivate (or Activate). */
export function ShippingRatesTable({
  rates,
  busyId,
  onEdit,
  onToggle,
}: {
  rates: readonly ShippingRate[];
  /** The rate whose Activate or Deactivate is on its way. */
  busyId: number | null;
  onEdit: (rate: ShippingRate) => void;
  onToggle: (rate: ShippingRate) => void;
}) {
  const columns: Column<ShippingRate>[] = [
    { label: 'Name', className: 'font-medium text-forest-900', cell: (rate) => rate.name },
    { label: 'Price', align: 'right', className: 'font-semibold tabular-nums', cell: (rate) => (rate.price === 0 ? 'Free' : formatDollars(rate.price)) },
    {
      label: 'Free from',
      align: 'right',
      className: 'tabular-nums',
      cell: (rate) => (rate.freeFrom === null ? <span className="text-muted">Never</span> : formatDollars(rate.freeFrom)),
    },
    { label: 'Estimate', className: 'whitespace-nowrap', cell: (rate) => deliveryEstimate(rate.minDays, rate.maxDays) },
    { label: 'Status', cell: (rate) => <ActiveBadge active={rate.active} /> },
    {
      label: 'Actions',
      hideLabel: true,
      align: 'right',
      className: 'whitespace-nowrap max-md:justify-end',
      cell: (rate) => (
        <>
          <button type="button" className={`${rowAction} text-forest-700 hover:bg-sage-100`} onClick={() => onEdit(rate)}>
            Edit<span className="sr-only"> {rate.name}</span>
          </button>
          <span aria-hidden="true" className="text-sand-300">
            /
          </span>
          <button
            type="button"
            disabled={busyId === rate.id}
            className={`${rowAction} ${rate.active ? 'text-alert hover:bg-clay-500/10' : 'text-forest-700 hover:bg-sage-100'}`}
            onClick={() => onToggle(rate)}
          >
            {rate.active ? 'Deactivate' : 'Activate'}
            <span className="sr-only"> {rate.name}</span>
          </button>
        </>
      ),
    },
  ];
  return <AdminTable caption="Shipping rates" columns={columns} rows={rates} />;
}
