import { monthDay } from '@shop/shared/weather-rule';
import { canBecome } from '@shop/shared/order-status';
import { WEATHER_LABELS } from '../order-labels.ts';
import { Link } from 'react-router';
import type { AdminOrderSummary } from '@shop/shared/orders';
import type { ShipmentStatus } from '@shop/shared/shipment-status';
import { SHIPMENT_LABELS } from '../order-search-params.ts';
import { AdminTable, type Column } from '../../../components/admin/admin-table.tsx';
import { ADMIN_ROOT } from '../../../lib/admin-root.ts';
import { formatDollars } from '../../../lib/money.ts';
import { formatDateTime, shopToday } from '../../../lib/shop-dates.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** A row of the list: the search's rows also say where the shipment is (decision 069). */
type OrderRow = AdminOrderSummary & { shipmentStatus?: ShipmentStatus; trackingNumber?: string | null };

const columns: Column<OrderRow>[] = [
  {
    label: 'Order',
    cell: (order) => (
      <Link
        to={`${ADMIN_ROOT}/orders/${order.id}`}
        className="font-semibold text-forest-900 underline-offset-4 hover:underline"
      >
        #{order.id}
      </Link>
    ),
  },
  {
    label: 'Placed',
    className: 'whitespace-nowrap text-muted',
    cell: (order) => formatDateTime(order.createdAt, order.timeZone),
  },
  {
    label: 'Customer',
    cell: (order) => (
      <span className="min-w-0">
        <span className="block font-medium text-forest-900">{order.name}</span>
        <span className="block text-xs break-all text-muted">{order.email}</span>
        {order.tags.length > 0 ? (
          <span className="mt-1 flex flex-wrap gap-1">
            {order.tags.map((tag) => (
              <span key={tag} className="rounded-full bg-cream-200 px-2 py-0.5 text-xs text-ink">
                {tag}
              </span>
            ))}
          </span>
        ) : null}
      </span>
    ),
  },
  { label: 'Items', align: 'right', className: 'tabular-nums', cell: (order) => order.totalQty },
  {
    label: 'Total',
    align: 'right',
    className: 'font-medium tabular-nums',
    cell: (order) => (
      <span>
        {formatDollars(order.finalPrice)}
        {order.promoCode ? (
          <span className="block text-xs font-normal text-muted">{order.promoCode}</span>
        ) : null}
      </span>
    ),
  },
  {
    label: 'Status',
    cell: (order) => (
      <OrderStatusBadge
        status={order.status}
        refundDue={order.refundDue}
        needsReview={order.reviewReason !== null}
        refunded={order.refunded}
        finalPrice={order.finalPrice}
        gift={order.gift}
      />
    ),
  },
  {
    label: 'Shipment',
    cell: (order) =>
      order.shipmentStatus ? (
        <span className="text-sm">
          {SHIPMENT_LABELS[order.shipmentStatus]}
          {order.trackingNumber ? <span className="block text-xs break-all text-muted">{order.trackingNumber}</span> : null}
        </span>
      ) : null,
  },
  {
    label: 'Ships',
    cell: (order) =>
      // A pickup never ships (decision 067): it is prepared for its place, and "Ship today" lists it as such.
      canBecome(order.status, 'shipped') && order.isPickup ? (
        <span className="rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-forest-900">Pickup</span>
      ) : canBecome(order.status, 'shipped') && order.shipPlan ? (
        <span className="text-sm">
          {order.shipPlan.shipOn ? (order.shipPlan.shipOn <= shopToday(order.timeZone) ? 'Today' : monthDay(order.shipPlan.shipOn)) : '—'}
          {WEATHER_LABELS[order.shipPlan.weather] ? (
            <span
              className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${order.shipPlan.weather === 'heat-pack' ? 'bg-cream-200 text-ink' : 'bg-[#fff0d6] text-[#6b4210]'}`}
            >
              {WEATHER_LABELS[order.shipPlan.weather]}
            </span>
          ) : null}
        </span>
      ) : null,
  },
];

export function OrdersTable({ orders }: { orders: readonly OrderRow[] }) {
  return <AdminTable caption="Orders" columns={columns} rows={orders} />;
}
