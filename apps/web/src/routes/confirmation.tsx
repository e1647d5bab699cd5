import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { LeafIcon } from '../components/ui/icons.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { selectUser } from '../features/auth/auth-slice.ts';
import { emptyCart, loadCart } from '../features/cart/cart-slice.ts';
import { dropSetAsideCart, restoreSetAsideCart } from '../features/cart/cart-storage.ts';
import { selectOrders, updateOrderStatus } from '../features/checkout/orders-slice.ts';
import { forgetPendingOrder } from '../features/checkout/pending-order.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

/** SPEC section 9: the cart is cleared 1 second after a completed payment. */
export const CLEAR_CART_DELAY_MS = 1000;

export function ConfirmationPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const status = params.get('status') ?? '';
  const orderId = Number(params.get('orderid'));
  const validId = Number.isInteger(orderId) && orderId > 0;
  const { confirmed, loading, error } = useSelector(selectOrders);
  const userId = useSelector(selectUser).id ?? null;

  useEffect(() => {
    if (validId) void dispatch(updateOrderStatus({ orderId, status }));
  }, [dispatch, orderId, status, validId]);

  const answered = confirmed?.id === orderId ? confirmed : null;
  const complete = answered?.status === 'complete';
  const settled = answered !== null || error !== '' || !validId;
  useTitle(!settled ? 'Confirming your order' : complete ? 'Thank you' : 'Checkout canceled');

  useEffect(() => {
    if (!settled) return undefined;
    forgetPendingOrder();
    if (!complete) {
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
  }, [dispatch, settled, complete, userId]);

  if (!settled || (loading && !answered)) return <PageSpinner label="Confirming your order" />;

  if (complete) {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-sage-100 text-forest-700">
          <LeafIcon className="size-8" />
        </span>
        <h1 className="mt-8 font-serif text-4xl text-forest-900 sm:text-5xl">THANK YOU FOR YOUR PURCHASE!</h1>
        <p className="mt-5 text-lg text-ink/80">
          Your order number is <strong className="text-forest-900">#{answered.id}</strong>.
        </p>
        <p className="mt-2 text-muted">A confirmation email is on its way to your inbox.</p>
        <Link to="/products" className={buttonClass('primary', 'mt-10')}>
          Continue shopping
        </Link>
      </section>
    );
  }

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
