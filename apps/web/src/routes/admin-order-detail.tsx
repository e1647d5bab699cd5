import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { ChevronLeftIcon } from '../components/ui/icons.tsx';
import { getOrder, shipOrder } from '../features/admin/admin-api.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { ADMIN_ROOT } from '../features/admin/components/admin-sidebar.tsx';
import { LoadState } from '../features/admin/components/load-state.tsx';
import { OrderDetailView } from '../features/admin/components/order-detail-view.tsx';
import { OrderStatusBadge } from '../features/admin/components/status-badge.tsx';
import { formatUtcDateTime } from '../features/admin/order-labels.ts';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

export function AdminOrderDetailPage() {
  const orderId = Number(useParams().orderId);
  useTitle(`Admin · Order #${orderId}`);
  const load = useCallback((signal: AbortSignal) => getOrder(orderId, signal), [orderId]);
  const { data, status, error, reload, update } = useAdminData(load);
  const [shipping, setShipping] = useState(false);
  const order = data?.id === orderId ? data : undefined;

  async function ship() {
    setShipping(true);
    try {
      const shipped = await shipOrder(orderId);
      update(() => shipped);
      toast.success(`Order #${orderId} marked as shipped`);
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setShipping(false);
    }
  }

  return (
    <>
      <Link to={`${ADMIN_ROOT}/orders`} className="mb-4 inline-flex items-center gap-1 rounded-full py-1 pr-3 text-sm text-muted hover:text-forest-900">
        <ChevronLeftIcon className="size-4" /> All orders
      </Link>
      <AdminHeader
        eyebrow="ORDERS"
        title={`Order #${orderId}`}
        description={
          order ? (
            <span className="inline-flex flex-wrap items-center gap-3">
              <OrderStatusBadge status={order.status} refundDue={order.refundDue} /> Placed {formatUtcDateTime(order.createdAt)}
            </span>
          ) : null
        }
        actions={
          order?.status === 'complete' ? (
            <Button onClick={() => void ship()} disabled={shipping} className="px-5 py-2.5 text-xs">
              {shipping ? 'Saving…' : 'Mark as shipped'}
            </Button>
          ) : null
        }
      />
      <div className="mt-8">
        {!order ? <LoadState status={status} error={error} label="Loading the order" onRetry={reload} /> : <OrderDetailView order={order} />}
      </div>
    </>
  );
}
