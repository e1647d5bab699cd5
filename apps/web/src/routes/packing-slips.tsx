import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { LoadState } from '../components/admin/load-state.tsx';
import { Button } from '../components/ui/button.tsx';
import { ChevronLeftIcon } from '../components/ui/icons.tsx';
import { getPackingSlip, getPackingSlips } from '../features/admin-orders/admin-orders-api.ts';
import { PackingSlip } from '../features/admin-orders/components/packing-slip.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { useNoIndex } from '../lib/use-no-index.ts';
import { useTitle } from '../lib/use-title.ts';

/**
 * /account/admin/packing-slips (every order waiting to ship) and /account/admin/orders/:id/packing-slip:
 * pages to print, one order per sheet, without the shop's top bar, footer or admin sidebar. The API
 * refuses anyone but an admin, and this page then says so.
 */
export function PackingSlipsPage() {
  const param = useParams().orderId;
  const orderId = param === undefined ? undefined : Number(param);
  useTitle(orderId === undefined ? 'Packing slips' : `Packing slip · Order #${orderId}`);
  useNoIndex();
  const load = useCallback(
    async (signal: AbortSignal) => (orderId === undefined ? getPackingSlips(signal) : [await getPackingSlip(orderId, signal)]),
    [orderId],
  );
  const { data, status, error, reload } = useAdminData(load);
  const back = orderId === undefined ? `${ADMIN_ROOT}/orders?status=complete` : `${ADMIN_ROOT}/orders/${orderId}`;

  return (
    <main className="min-h-screen bg-cream-50 px-4 py-8 print:bg-white print:p-0">
      <div className="mx-auto mb-8 flex max-w-3xl flex-wrap items-center justify-between gap-4 print:hidden">
        <div>
          <Link to={back} className="inline-flex items-center gap-1 rounded-full py-1 pr-3 text-sm text-muted hover:text-forest-900">
            <ChevronLeftIcon className="size-4" /> Back to the {orderId === undefined ? 'orders' : 'order'}
          </Link>
          <h1 className="mt-2 font-serif text-3xl text-forest-900">
            {orderId === undefined ? 'Packing slips' : `Packing slip for order #${orderId}`}
          </h1>
          {data && orderId === undefined ? (
            <p className="text-sm text-muted">
              {data.length} {data.length === 1 ? 'order waits' : 'orders wait'} to ship · one order per printed page
            </p>
          ) : null}
        </div>
        <Button onClick={() => window.print()} disabled={!data || data.length === 0}>
          Print
        </Button>
      </div>
      {!data ? (
        <div className="mx-auto max-w-3xl">
          <LoadState status={status} error={error} label="Loading packing slips" onRetry={reload} />
        </div>
      ) : data.length === 0 ? (
        <p className="mx-auto max-w-3xl rounded-3xl bg-cream-100 px-6 py-14 text-center font-serif text-2xl text-forest-900">Nothing waits to ship.</p>
      ) : (
        <div className="space-y-8 print:space-y-0">
          {data.map((slip) => (
            <PackingSlip key={slip.orderId} slip={slip} />
          ))}
        </div>
      )}
    </main>
  );
}
