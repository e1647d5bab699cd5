import { Link, useNavigate } from 'react-router';
import type { OrderSummary } from '@shop/shared/orders';
import { formatDollars } from '../../../lib/money.ts';
import { orderDate } from '../order-format.ts';
import { OrderStatusBadge } from './order-status.tsx';

/** Order Id, Date of Order, Item Qty, Total, and where the order is now; a row opens the order. */
export function OrderHistoryTable({ orders }: { orders: readonly OrderSummary[] }) {
  const navigate = useNavigate();
  return (
    <div className="overflow-x-auto rounded-2xl border border-sand-300 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-cream-100 text-xs tracking-[0.08em] sm:tracking-[0.15em] text-forest-900 uppercase">
          <tr>
            <th scope="col" className="px-3 py-4 sm:px-5 font-semibold">
              Order Id
            </th>
            <th scope="col" className="px-3 py-4 sm:px-5 font-semibold">
              Date of Order
            </th>
            <th scope="col" className="px-3 py-4 sm:px-5 font-semibold">
              Item Qty
            </th>
            <th scope="col" className="px-3 py-4 sm:px-5 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="px-3 py-4 sm:px-5 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-300">
          {orders.map((order) => (
            <tr
              key={order.id}
              onClick={() => navigate(`/account/orderhistory/${order.id}`)}
              className="cursor-pointer transition-colors hover:bg-sage-100"
            >
              <td className="px-3 py-4 sm:px-5 font-semibold text-forest-900">
                <Link to={`/account/orderhistory/${order.id}`} className="underline-offset-2 hover:underline">
                  #{order.id}
                </Link>
              </td>
              <td className="px-3 py-4 whitespace-nowrap sm:px-5">{orderDate(order.createdAt)}</td>
              <td className="px-3 py-4 sm:px-5">{order.totalQty}</td>
              <td className="px-3 py-4 sm:px-5 text-right font-medium">{formatDollars(order.finalPrice)}</td>
              <td className="px-3 py-4 sm:px-5">
                <OrderStatusBadge order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
