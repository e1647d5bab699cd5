import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../components/admin/admin-table.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { downloadOrdersCsv, listShippingRates, searchOrders } from '../features/admin-orders/admin-orders-api.ts';
import { OrderFilters } from '../features/admin-orders/components/order-filters.tsx';
import { OrdersTable } from '../features/admin-orders/components/orders-table.tsx';
import { isFiltered, type OrderSearch, orderSearchParams, parseOrderSearch } from '../features/admin-orders/order-search-params.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

/**
 * The orders list (decision 069): searched and filtered on the server a page at a time, newest order number
 * first; the address keeps the search, so a link shows the same list.
 */
export function AdminOrdersPage() {
  useTitle('Admin · Orders');
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const search = useMemo(() => parseOrderSearch(new URLSearchParams(query)), [query]);
  const apiQuery = orderSearchParams(search).toString();
  const load = useCallback((signal: AbortSignal) => searchOrders(new URLSearchParams(apiQuery), signal), [apiQuery]);
  const orders = useAdminData(load);
  const loadRates = useCallback((signal: AbortSignal) => listShippingRates(signal), []);
  const rates = useAdminData(loadRates);
  const [exporting, setExporting] = useState(false);

  const show = (next: OrderSearch) => setParams(orderSearchParams(next));
  async function exportCsv() {
    setExporting(true);
    try {
      const { before: _page, ...filters } = search;
      await downloadOrdersCsv(orderSearchParams({ ...filters, before: '' }));
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setExporting(false);
    }
  }

  const page = orders.data;
  return (
    <>
      <AdminHeader
        eyebrow="ORDERS"
        title="Orders"
        description="Newest first, 50 to a page. Open a paid order to pack and ship it."
        actions={
          <>
            <Link to="/account/admin/packing-slips" className={buttonClass('secondary', 'self-end px-5 py-3 text-xs')}>
              Print packing slips
            </Link>
            <Button variant="secondary" className="self-end px-5 py-3 text-xs" disabled={exporting} onClick={() => void exportCsv()}>
              {exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
          </>
        }
      />
      <div className="mt-6">
        <OrderFilters search={search} rates={rates.data ?? []} onSearch={show} />
      </div>
      <div className="mt-6" aria-busy={orders.status === 'loading'}>
        {!page ? (
          <LoadState status={orders.status} error={orders.error} label="Loading orders" onRetry={orders.reload} />
        ) : page.orders.length === 0 ? (
          <EmptyState title="No orders here">
            {isFiltered(search) ? 'No order matches this search.' : 'Orders appear once shoppers check out.'}
          </EmptyState>
        ) : (
          <div className={orders.status === 'loading' ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {search.before ? `Orders below #${search.before}` : 'The newest orders'}
              {isFiltered(search) ? ' matching the search' : ''} · {page.orders.length} shown
            </p>
            <OrdersTable orders={page.orders} />
            <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-3">
              {search.before ? (
                <Button variant="secondary" className="px-5 py-2.5 text-xs" onClick={() => show({ ...search, before: '' })}>
                  Newest orders
                </Button>
              ) : null}
              {page.nextBefore !== null ? (
                <Button variant="secondary" className="px-5 py-2.5 text-xs" onClick={() => show({ ...search, before: String(page.nextBefore) })}>
                  Older orders
                </Button>
              ) : null}
            </nav>
          </div>
        )}
      </div>
    </>
  );
}
