import { Link } from 'react-router';
import type { AdminOrderSummary } from '@shop/shared/orders';
import { formatDollars } from '../../../lib/money.ts';
import { formatUtcDateTime } from '../order-labels.ts';
import { ADMIN_ROOT } from './admin-sidebar.tsx';
import { AdminTable, td, th } from './admin-table.tsx';
import { OrderStatusBadge } from './status-badge.tsx';

export function OrdersTable({ orders }: { orders: readonly AdminOrderSummary[] }) {
  return (
    <AdminTable
      caption="Orders"
      head={
        <tr>
          <th scope="col" className={th}>
            Order
          </th>
          <th scope="col" className={th}>
            Placed
          </th>
          <th scope="col" className={th}>
            Customer
          </th>
          <th scope="col" className={`${th} text-right`}>
            Items
          </th>
          <th scope="col" className={`${th} text-right`}>
            Total
          </th>
          <th scope="col" className={th}>
            Status
          </th>
        </tr>
      }
    >
      {orders.map((order) => (
        <tr key={order.id} className="transition-colors hover:bg-cream-50">
          <td className={td}>
            <Link to={`${ADMIN_ROOT}/orders/${order.id}`} className="font-semibold text-forest-900 underline-offset-4 hover:underline">
              #{order.id}
            </Link>
          </td>
          <td className={`${td} whitespace-nowrap text-muted`}>{formatUtcDateTime(order.createdAt)}</td>
          <td className={td}>
            <span className="block font-medium text-forest-900">{order.name}</span>
            <span className="block text-xs break-all text-muted">{order.email}</span>
          </td>
          <td className={`${td} text-right tabular-nums`}>{order.totalQty}</td>
          <td className={`${td} text-right font-medium tabular-nums`}>
            {formatDollars(order.finalPrice)}
            {order.promoCode ? <span className="block text-xs font-normal text-muted">{order.promoCode}</span> : null}
          </td>
          <td className={td}>
            <OrderStatusBadge status={order.status} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
