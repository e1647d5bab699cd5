import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AccountShell } from '../features/account/components/account-shell.tsx';
import { OrderDetailView } from '../features/account/components/order-detail-view.tsx';
import { selectUser } from '../features/auth/auth-slice.ts';
import { fetchOrderDetail, fetchOrders, selectOrders } from '../features/checkout/orders-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';

export function OrderDetailPage() {
  const orderId = Number(useParams().orderId);
  useTitle(`Order #${orderId}`);
  const dispatch = useAppDispatch();
  const userId = useSelector(selectUser).id;
  const { orders, orderDetail, loading } = useSelector(selectOrders);

  useEffect(() => {
    if (!userId || !Number.isInteger(orderId) || orderId <= 0) return;
    void dispatch(fetchOrderDetail({ userId, orderId }));
    void dispatch(fetchOrders(userId));
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
        <OrderDetailView orderId={orderId} lines={orderDetail} summary={summary} />
      )}
    </AccountShell>
  );
}
