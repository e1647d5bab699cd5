import { lazy, Suspense, useEffect, useState } from 'react';
import type { OrderStatusView } from '@shop/shared/after-sale';
import { useSelector } from 'react-redux';
import { Link, Navigate, useParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AccountShell } from '../features/account/components/account-shell.tsx';
import { OrderDetail } from '../features/account/components/order-detail.tsx';
import { OrderTimeline } from '../features/account/components/order-status.tsx';
import { getOrderStatus } from '../features/account/order-history-api.ts';
import { mayClaim, plantsHandedOver } from '../features/account/order-actions.ts';
import { fetchOrderDetail, fetchOrders, selectOrderHistory } from '../features/account/order-history-slice.ts';
import { selectUser } from '../features/auth/auth-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';

/** The arrival guarantee's claims: a lazy chunk, loaded only for a shipped order (decision 042). */
const OrderClaimsPanel = lazy(() => import('../features/claims/components/order-claims.tsx'));

export function OrderDetailPage() {
  const orderId = Number(useParams().orderId);
  useTitle(`Order #${orderId}`);
  const dispatch = useAppDispatch();
  const userId = useSelector(selectUser).id;
  const { orders, orderDetail, loading } = useSelector(selectOrderHistory);
  const [status, setStatus] = useState<OrderStatusView | null>(null);

  useEffect(() => {
    if (!userId || !Number.isInteger(orderId) || orderId <= 0) return;
    void dispatch(fetchOrderDetail({ userId, orderId }));
    void dispatch(fetchOrders(userId));
    // Where the order is now (paid, shipped with its tracking, refunds): the owner's own status page.
    const controller = new AbortController();
    getOrderStatus(orderId, null, controller.signal).then(setStatus, () => setStatus(null));
    return () => controller.abort();
  }, [dispatch, userId, orderId]);

  if (!getToken()) return <Navigate to="/" replace />;
  const summary = orders.find((order) => order.id === orderId);

  return (
    <AccountShell title={`Order #${orderId}`} back="/account/orderhistory" backLabel="Order history">
      {!userId || (loading && (orderDetail.length === 0 || !summary)) ? (
        <PageSpinner label="Loading your order" />
      ) : orderDetail.length === 0 ? (
        <p className="rounded-2xl bg-cream-100 px-6 py-14 text-center font-serif text-2xl text-forest-900">
          no past orders
        </p>
      ) : (
        <div className="space-y-10">
          {status?.id === orderId ? <OrderTimeline order={status} /> : null}
          {status?.id === orderId && plantsHandedOver(status) ? (
            <Link to={`/reviews/write/${orderId}`} className="inline-block font-medium text-forest-700 underline underline-offset-2">
              Review the plants of this order
            </Link>
          ) : null}
          <OrderDetail orderId={orderId} lines={orderDetail} summary={summary} />
          {status?.id === orderId && mayClaim(status) ? (
            <Suspense fallback={null}>
              <OrderClaimsPanel orderId={orderId} orderKey={null} />
            </Suspense>
          ) : null}
        </div>
      )}
    </AccountShell>
  );
}
