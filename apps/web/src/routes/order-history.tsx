import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AccountShell } from '../features/account/components/account-shell.tsx';
import { OrderHistoryTable } from '../features/account/components/order-history-table.tsx';
import { fetchOrders, selectOrderHistory } from '../features/account/order-history-slice.ts';
import { selectUser } from '../features/auth/auth-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';

export function OrderHistoryPage() {
  useTitle('Order history');
  const dispatch = useAppDispatch();
  const userId = useSelector(selectUser).id;
  const { orders, status, error } = useSelector(selectOrderHistory);

  useEffect(() => {
    if (userId) void dispatch(fetchOrders(userId));
  }, [dispatch, userId]);

  if (!getToken()) return <Navigate to="/" replace />;

  return (
    <AccountShell title="Order history">
      {!userId || (status === 'loading' && orders.length === 0) ? (
        <PageSpinner label="Loading your orders" />
      ) : status === 'failed' ? (
        <p role="alert" className="text-clay-600">
          {error}
        </p>
      ) : orders.length === 0 ? (
        <div className="rounded-2xl bg-cream-100 px-6 py-14 text-center">
          <p className="font-serif text-2xl text-forest-900">No previous orders</p>
          <Link to="/products" className={buttonClass('primary', 'mt-6')}>
            Start shopping
          </Link>
        </div>
      ) : (
        <OrderHistoryTable orders={orders} />
      )}
    </AccountShell>
  );
}
