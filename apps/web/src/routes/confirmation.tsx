import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { toCents } from '@shop/shared/money';
import { DATES_TONE } from '@shop/shared/order-labels';
import { isCanceled, isPaid } from '@shop/shared/order-status';
import type { ConfirmedOrder } from '@shop/shared/orders';
import { totalsRows } from '@shop/shared/order-totals';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { LeafIcon } from '../components/ui/icons.tsx';
import { LineTitle } from '../components/ui/line-title.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { selectUser } from '../features/auth/auth-slice.ts';
import { emptyCart, loadCart } from '../features/cart/cart-slice.ts';
import { dropSetAsideCart, restoreSetAsideCart } from '../features/cart/cart-storage.ts';
import { selectOrders, updateOrderStatus } from '../features/checkout/orders-slice.ts';
import { forgetPendingOrder, pendingOrderToken, rememberPendingOrder } from '../features/checkout/pending-order.ts';
import { forgetUnpaidOrder, unpaidOrderToken } from '../features/checkout/unpaid-orders.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { formatDollars } from '../lib/money.ts';
import { useTitle } from '../lib/use-title.ts';

/** docs/product/rules.md#constants: the cart is cleared 1 second after a completed payment. */
export const CLEAR_CART_DELAY_MS = 1000;

/**
 * When the order cannot be read (the network, another origin's page without this tab's session, a
 * payment the provider has not told the shop about yet), it is asked for again after these waits; then
 * the shopper has a button to ask again (decision 029).
 */
export const CONFIRM_RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 30_000] as const;

/**
 * What the page says: `paid` and `canceled` only as the server answered them; `unconfirmed` for
 * everything else, which is never shown as a canceled checkout (decision 029).
 */
type Outcome = 'waiting' | 'paid' | 'canceled' | 'unconfirmed';

/** What was bought, each plant in its size or planter (decision 032), as the email lists it. */
function PaidLines({ order }: { order: ConfirmedOrder }) {
  return (
    <ul className="mt-8 w-full max-w-sm divide-y divide-sand-300 rounded-3xl bg-cream-100 px-6 py-2 text-left text-sm" aria-label="What you bought">
      {order.lines.map((line) => (
        <li key={`${line.productId}-${line.variantId ?? 0}`} className="flex justify-between gap-4 py-3">
          <span className="font-medium text-forest-900">
            <LineTitle productName={line.productName} variantTitle={line.variantTitle} />
            <span className="block text-xs font-normal text-muted">Qty {line.qty}</span>
          </span>
          <span className="tabular-nums">{formatDollars(line.totalPrice)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the order cost, part by part, as the server priced it (decision 034): the same rows as the email. */
function PaidTotals({ order }: { order: ConfirmedOrder }) {
  const rows = totalsRows({
    subtotalCents: toCents(order.subtotal),
    discountCents: toCents(order.discount),
    promoCode: null,
    promoRatePercent: Math.round(order.promoRate * 100),
    shippingCents: toCents(order.shipping),
    shippingName: order.shippingMethod?.name ?? null,
    heatPackCents: toCents(order.heatPack),
    taxCents: toCents(order.tax),
    taxState: order.taxState,
    taxRegion: order.taxRegion,
    taxRatePercent: order.taxRatePercent,
    totalCents: toCents(order.finalPrice),
  }).filter((row) => row.label !== 'Discount' || order.discount > 0);
  return (
    <dl className="mt-4 w-full max-w-sm space-y-2 rounded-3xl bg-cream-100 p-6 text-left text-sm" aria-label="What you paid">
      {rows.map((row) => (
        <div key={row.label} className={`flex justify-between gap-4 ${row.strong ? 'border-t border-sand-300 pt-3 text-base font-semibold text-forest-900' : ''}`}>
          <dt className={row.strong ? '' : 'text-muted'}>{row.strong ? 'Total paid' : row.label}</dt>
          <dd className="tabular-nums" data-testid={row.strong ? 'paid-total' : undefined}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ConfirmationPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const status = params.get('status') ?? '';
  const orderId = Number(params.get('orderid'));
  const validId = Number.isInteger(orderId) && orderId > 0;
  const { confirmed, loading, error } = useSelector(selectOrders);
  const userId = useSelector(selectUser).id ?? null;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!validId) return;
    // An order another tab of this browser placed: its secret, so the server answers this tab too.
    const unpaidToken = pendingOrderToken(orderId) ? undefined : unpaidOrderToken(orderId);
    if (unpaidToken) rememberPendingOrder({ orderId, checkoutToken: unpaidToken });
    void dispatch(updateOrderStatus({ orderId, status }));
  }, [dispatch, orderId, status, validId, attempt]);

  const answered = confirmed?.id === orderId ? confirmed : null;
  const outcome: Outcome = !validId
    ? 'unconfirmed'
    : answered && isPaid(answered.status)
      ? 'paid'
      : answered && isCanceled(answered.status)
        ? 'canceled'
        : answered || error !== '' || attempt > 0
          ? 'unconfirmed'
          : 'waiting';
  const asking = validId && loading;
  useTitle(outcome === 'paid' ? 'Thank you' : outcome === 'canceled' ? 'Checkout canceled' : 'Confirming your order');

  // Not confirmed: ask again after a while, a few times, then leave it to the shopper's button.
  const retriesLeft = validId && attempt < CONFIRM_RETRY_DELAYS_MS.length;
  useEffect(() => {
    if (outcome !== 'unconfirmed' || asking || !retriesLeft) return undefined;
    const timer = setTimeout(() => setAttempt((now) => now + 1), CONFIRM_RETRY_DELAYS_MS[attempt]);
    return () => clearTimeout(timer);
  }, [outcome, asking, retriesLeft, attempt]);

  useEffect(() => {
    // Until the server answers, the order's secret and the cart set aside for it stay as they are.
    if (outcome !== 'paid' && outcome !== 'canceled') return undefined;
    forgetPendingOrder();
    forgetUnpaidOrder(orderId);
    if (outcome === 'canceled') {
      restoreSetAsideCart();
      void dispatch(loadCart({ userId }));
      return undefined;
    }
    // Paid: the cart set aside for a canceled payment goes now, not with the timer, or leaving this page
    // within the second would let the next page load put the paid plants back in the cart.
    dropSetAsideCart();
    // The server emptied a shopper's stored cart when the payment went through; this is the browser's.
    const timer = setTimeout(() => void dispatch(emptyCart({ userId: null })), CLEAR_CART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, outcome, userId, orderId]);

  if (outcome === 'waiting') return <PageSpinner label="Confirming your order" />;

  if (outcome === 'paid') {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-10 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-sage-100 text-forest-700">
          <LeafIcon className="size-8" />
        </span>
        <h1 className="mt-8 font-serif text-4xl text-forest-900 sm:text-5xl">THANK YOU FOR YOUR PURCHASE!</h1>
        <p className="mt-5 text-lg text-ink/80">
          Your order number is <strong className="text-forest-900">#{answered!.id}</strong>.
        </p>
        <p className="mt-2 text-muted">A confirmation email is on its way to your inbox.</p>
        {answered!.dates ? (
          <p
            className={`mt-6 rounded-xl px-4 py-3 text-sm ${DATES_TONE[answered!.dates.weather] === 'hold' ? 'border border-[#e2c48f] bg-[#fff6e5] text-[#6b4210]' : 'bg-cream-100 text-forest-900'}`}
            data-testid="order-dates"
          >
            {answered!.dates.text}
          </p>
        ) : null}
        {answered!.pickup ? (
          <div className="mt-6 rounded-xl bg-cream-100 px-4 py-3 text-sm text-forest-900" data-testid="order-pickup">
            <p className="font-semibold">Pick up at {answered!.pickup.name}</p>
            <p>{[answered!.pickup.street1, answered!.pickup.street2, `${answered!.pickup.city}, ${answered!.pickup.state} ${answered!.pickup.zip}`].filter(Boolean).join(', ')}</p>
            <p className="mt-1">{answered!.pickup.text}</p>
            {answered!.pickup.hours ? <p className="mt-1">Hours: {answered!.pickup.hours}</p> : null}
          </div>
        ) : null}
        <PaidLines order={answered!} />
        <PaidTotals order={answered!} />
        <Link to="/products" className={buttonClass('primary', 'mt-10')}>
          Continue shopping
        </Link>
      </section>
    );
  }

  if (outcome === 'canceled') {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 text-center">
        <h1 className="font-serif text-4xl text-forest-900 sm:text-5xl">Checkout canceled</h1>
        <p className="mt-4 text-muted">No payment was taken. Your plants are still waiting in your cart.</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/cart" className={buttonClass('primary')}>
            Back to cart
          </Link>
          <Link to="/products" className={buttonClass('secondary')}>
            Keep shopping
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 text-center">
      <h1 className="font-serif text-4xl text-forest-900 sm:text-5xl">We could not confirm your order yet</h1>
      <p className="mt-5 text-lg text-ink/80">
        {validId ? (
          <>
            If your payment for order <strong className="text-forest-900">#{orderId}</strong> went through, a
            confirmation email is on its way to you.
          </>
        ) : (
          <>If your payment went through, a confirmation email is on its way to you.</>
        )}
      </p>
      <p className="mt-2 text-muted">
        The email has a link to your order&apos;s status page, which shows whether it is paid at any time.
      </p>
      <p role="status" className="mt-6 text-sm text-muted">
        {asking ? 'Checking your order…' : retriesLeft ? 'We will check again in a moment.' : validId ? 'Still no answer from the shop.' : ''}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {validId ? (
          <Button type="button" disabled={asking} onClick={() => setAttempt((now) => now + 1)}>
            Check again
          </Button>
        ) : null}
        <Link to="/products" className={buttonClass('secondary')}>
          Keep shopping
        </Link>
      </div>
    </section>
  );
}
