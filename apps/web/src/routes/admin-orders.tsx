import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../components/admin/admin-table.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { SelectField } from '../components/ui/field.tsx';
import { listOrders } from '../features/admin-orders/admin-orders-api.ts';
import { OrdersTable } from '../features/admin-orders/components/orders-table.tsx';
import { ORDER_FILTERS, parseOrderFilter } from '../features/admin-orders/order-labels.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminOrdersPage() {
  useTitle('Admin · Orders');
  const [params, setParams] = useSearchParams();
  const status = parseOrderFilter(params.get('status'));
  const load = useCallback((signal: AbortSignal) => listOrders(status, signal), [status]);
  const orders = useAdminData(load);
  const filterLabel = ORDER_FILTERS.find((f) => f.value === (status ?? ''))?.label ?? 'All orders';

  return (
    <>
      <AdminHeader
        eyebrow="ORDERS"
        title="Orders"
        description="Newest first; times in UTC. Open a paid order to pack and ship it."
        actions={
          <>
            <Link
              to="/account/admin/packing-slips"
              className={buttonClass('secondary', 'self-end px-5 py-3 text-xs')}
            >
              Print packing slips
            </Link>
            <SelectField
              label="Show"
              className="w-56 [&_label]:sr-only"
              value={status ?? ''}
              onChange={(event) =>
                setParams(event.target.value ? { status: event.target.value } : {}, { replace: true })
              }
            >
              {ORDER_FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </SelectField>
          </>
        }
      />
      <div className="mt-6" aria-busy={orders.status === 'loading'}>
        {!orders.data ? (
          <LoadState
            status={orders.status}
            error={orders.error}
            label="Loading orders"
            onRetry={orders.reload}
          />
        ) : orders.data.length === 0 ? (
          <EmptyState title="No orders here">
            {status ? `Nothing under “${filterLabel}” yet.` : 'Orders appear once shoppers check out.'}
          </EmptyState>
        ) : (
          <div
            className={orders.status === 'loading' ? 'opacity-60 transition-opacity' : 'transition-opacity'}
          >
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {orders.data.length} {orders.data.length === 1 ? 'order' : 'orders'} · {filterLabel}
            </p>
            <OrdersTable orders={orders.data} />
          </div>
        )}
      </div>
    </>
  );
}
