import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import type { CartRestore } from '@shop/shared/checkout-reminders';
import { formatDollars } from '../lib/money.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { selectUser } from '../features/auth/auth-slice.ts';
import { fetchReminderCart, restoreCartLines } from '../features/cart/reminder-cart.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

type Restoring = { status: 'loading' } | { status: 'done'; restore: CartRestore } | { status: 'failed' };

/**
 * /cart/restore/:orderId#key=...: a checkout reminder's link (decision 072). The server answers the order's
 * plants as they are today (stock and prices checked again); they go into the cart, and this page says what
 * came back, what is sold out since, and the reminder's promo code.
 */
export function CartRestorePage() {
  useTitle('Your cart is back');
  const dispatch = useAppDispatch();
  const { orderId } = useParams();
  const userId = useSelector(selectUser).id ?? null;
  const [state, setState] = useState<Restoring>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const key = new URLSearchParams(window.location.hash.slice(1)).get('key') ?? '';
    fetchReminderCart(Number(orderId), key)
      .then(async (restore) => {
        await restoreCartLines(dispatch, restore.lines.map(({ productId, variantId, qty }) => ({ productId, variantId, qty })), userId);
        if (live) setState({ status: 'done', restore });
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [dispatch, orderId, userId]);

  if (state.status === 'loading') return <PageSpinner label="Putting your plants back in your cart" />;
  if (state.status === 'failed') {
    return (
      <section className="mx-auto max-w-xl px-6 py-16 text-center">
        <h1 className="font-serif text-4xl text-forest-900">This link is not valid</h1>
        <p className="mt-4 text-muted">It may have been cut short by your mail app. Your plants are still in the shop.</p>
        <Link to="/products" className={buttonClass('primary', 'mt-8')}>
          Browse the plants
        </Link>
      </section>
    );
  }
  const { lines, soldOut, reduced, promoCode } = state.restore;
  return (
    <section className="mx-auto max-w-xl px-6 py-12">
      <h1 className="font-serif text-4xl text-forest-900">{lines.length > 0 ? 'Your cart is back' : 'Sold out since you left'}</h1>
      {lines.length > 0 ? (
        <>
          <p className="mt-4 text-muted">We put these plants back in your cart, at today's prices:</p>
          <ul className="mt-3 divide-y divide-sand-300/70">
            {lines.map((line) => (
              <li key={`${line.productId}-${line.variantId}`} className="flex justify-between gap-4 py-2.5">
                <span>
                  {line.name} × {line.qty}
                </span>
                <span className="tabular-nums">{formatDollars(line.price)} each</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {soldOut.length > 0 ? (
        <p className="mt-4" role="status">
          Sold out since, and left out of your cart: {soldOut.join(', ')}.
        </p>
      ) : null}
      {reduced.length > 0 ? <p className="mt-2">Fewer left than you had chosen, so we put back what there is: {reduced.join(', ')}.</p> : null}
      {promoCode && lines.length > 0 ? (
        <p className="mt-4 rounded-2xl bg-sage-100 px-4 py-3 text-forest-900">
          Use the code <strong>{promoCode}</strong> at checkout.
        </p>
      ) : null}
      <Link to={lines.length > 0 ? '/cart' : '/products'} className={buttonClass('primary', 'mt-8')}>
        {lines.length > 0 ? 'Go to my cart' : 'Browse the plants'}
      </Link>
    </section>
  );
}
