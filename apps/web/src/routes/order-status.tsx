import { lazy, Suspense, useEffect, useState } from 'react';
import type { OrderStatusView } from '@shop/shared/after-sale';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { OrderStatusDetails } from '../features/account/components/order-status.tsx';
import { getOrderStatus } from '../features/account/order-history-api.ts';
import { mayClaim } from '../features/account/order-actions.ts';
import { messageOf } from '../lib/api.ts';
import { useNoIndex } from '../lib/use-no-index.ts';
import { useTitle } from '../lib/use-title.ts';

/** The arrival guarantee's claims: a lazy chunk, loaded only for a shipped order (decision 042). */
const OrderClaimsPanel = lazy(() => import('../features/claims/components/order-claims.tsx'));

/** The claim an email's link points at (`#key=...&claim=12`). */
function claimOf(hash: string): number | null {
  const claim = Number(new URLSearchParams(hash.replace(/^#/, '')).get('claim'));
  return Number.isSafeInteger(claim) && claim > 0 ? claim : null;
}

/** The key of the emailed link sits in the fragment (`#key=...`), which browsers never send to a server. */
function keyOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('key');
}

/**
 * /orders/:orderId/status: what a guest (or anyone the email was forwarded to) sees from the link in
 * every order email, without logging in. A private page: search engines are told not to index it.
 */
export function OrderStatusPage() {
  const orderId = Number(useParams().orderId);
  const { hash } = useLocation();
  const key = keyOf(hash);
  useTitle(`Order #${orderId}`);
  useNoIndex();
  const [answer, setAnswer] = useState<{ for: string; order?: OrderStatusView; error?: string }>({ for: '' });
  const asked = `${orderId}#${key ?? ''}`;
  const state: { order?: OrderStatusView; error?: string } = answer.for === asked ? answer : {};

  useEffect(() => {
    const controller = new AbortController();
    getOrderStatus(orderId, key, controller.signal)
      .then((order) => setAnswer({ for: asked, order }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ for: asked, error: messageOf(error) });
      });
    return () => controller.abort();
  }, [orderId, key, asked]);

  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-8 sm:px-6 lg:px-8">
      <p className="text-xs font-semibold tracking-[0.22em] text-forest-600">YOUR ORDER</p>
      <h1 className="mt-2 font-serif text-4xl text-forest-900 sm:text-5xl">Order #{orderId}</h1>
      {state.order ? (
        <p className="mt-2 text-muted">Placed {new Date(state.order.createdAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}</p>
      ) : null}
      <div className="mt-8">
        {state.order ? (
          <>
            <OrderStatusDetails order={state.order} />
            {mayClaim(state.order) ? (
              <Suspense fallback={null}>
                <OrderClaimsPanel orderId={orderId} orderKey={key} focusClaim={claimOf(hash)} />
              </Suspense>
            ) : null}
          </>
        ) : state.error ? (
          <div role="alert" className="rounded-2xl bg-cream-100 px-6 py-12 text-center">
            <p className="font-serif text-2xl text-forest-900">This link does not open an order</p>
            <p className="mt-2 text-sm text-muted">Open the link from your order's email again, or log in to see your orders. ({state.error})</p>
            <Link to="/products" className={buttonClass('primary', 'mt-6')}>
              Back to the shop
            </Link>
          </div>
        ) : (
          <PageSpinner label="Loading your order" />
        )}
      </div>
    </div>
  );
}
