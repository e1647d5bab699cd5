import { DeliveryCheck } from '../features/delivery/components/delivery-check.tsx';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { cartTotalCents } from '@shop/shared/cart-rules';
import { MSG } from '@shop/shared/messages';
import { formatUsd } from '@shop/shared/money';
import { buttonClass } from '../components/ui/button.tsx';
import { TruckIcon } from '../components/ui/icons.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { selectUser } from '../features/auth/auth-slice.ts';
import { CartLineItem } from '../features/cart/components/cart-line-item.tsx';
import { CartRates, cartShipping } from '../features/cart/components/cart-shipping.tsx';
import { useShippingRates } from '../features/checkout/order-quote.ts';
import { EmptyCart } from '../features/cart/components/empty-cart.tsx';
import { decrementInCart, removeFromCart, selectCart } from '../features/cart/cart-slice.ts';
import { useAddToCart } from '../features/cart/use-add-to-cart.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

export function CartPage() {
  useTitle('Your cart');
  const dispatch = useAppDispatch();
  const { expandedCart, cart, loading } = useSelector(selectCart);
  const userId = useSelector(selectUser).id ?? null;
  const addToCart = useAddToCart(userId);
  const rates = useShippingRates();

  if (loading && expandedCart.length === 0 && cart.length > 0)
    return <PageSpinner label="Loading your cart" />;

  if (expandedCart.length === 0) {
    return <EmptyCart arrow>Can we recommend something from our shop?</EmptyCart>;
  }

  const subtotal = cartTotalCents(expandedCart);
  const count = expandedCart.reduce((sum, line) => sum + line.qty, 0);
  const shipping = cartShipping(rates, subtotal);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
      <h1 className="font-serif text-4xl text-forest-900 sm:text-5xl">Your cart</h1>
      <p className="mt-2 text-muted">
        {count} {count === 1 ? 'item' : 'items'}
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem] lg:gap-10">
        <div className="space-y-6">
          <ul className="divide-y divide-sand-300 border-y border-sand-300">
            {expandedCart.map((line) => (
              <CartLineItem
                key={`${line.product.id}:${line.variantId}`}
                line={line}
                onIncrement={() => addToCart(line.product, line.variantId)}
                onDecrement={() =>
                  void dispatch(
                    decrementInCart({ productId: line.product.id, variantId: line.variantId, userId }),
                  )
                }
                onRemove={() => {
                  void dispatch(
                    removeFromCart({ productId: line.product.id, variantId: line.variantId, userId }),
                  );
                  toast.success(MSG.toastRemoved);
                }}
              />
            ))}
          </ul>
          <DeliveryCheck productIds={expandedCart.map((line) => line.product.id)} />
        </div>
        {/* On phones the summary rides along the bottom of the screen while the lines scroll past. */}
        <aside
          className="sticky bottom-0 z-10 -mx-4 h-fit rounded-t-3xl border-t border-sand-300 bg-cream-100 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(31_61_43/0.08)] sm:-mx-6 sm:px-6 lg:top-24 lg:bottom-auto lg:mx-0 lg:rounded-3xl lg:border-0 lg:p-6 lg:shadow-none"
          aria-label="Order summary"
        >
          <dl className="space-y-3 text-sm">
            {shipping ? (
              <div className="hidden justify-between lg:flex">
                <dt className="text-muted">{shipping.label}</dt>
                <dd className="font-medium text-forest-700" data-testid="cart-shipping">
                  {shipping.value}
                </dd>
              </div>
            ) : null}
            {shipping ? <CartRates options={shipping.options} /> : null}
            <div className="flex items-baseline justify-between lg:border-t lg:border-sand-300 lg:pt-4">
              <dt className="text-xs font-semibold tracking-[0.2em] text-forest-900">SUBTOTAL</dt>
              <dd className="text-2xl font-semibold text-forest-900" data-testid="subtotal">
                {formatUsd(subtotal)}
              </dd>
            </div>
          </dl>
          <Link to="/shipping" className={buttonClass('primary', 'mt-3 w-full py-4 lg:mt-6')}>
            PROCEED TO PAYMENT
          </Link>
          <p
            className="mt-3 flex items-center justify-center gap-2 text-xs text-muted lg:mt-4 lg:justify-start"
            aria-live="polite"
          >
            <TruckIcon className="size-4 text-forest-600" />
            {shipping?.moreForFree ??
              (shipping?.estimate
                ? `${shipping.value === 'Free' ? 'Free shipping' : shipping.label}: ${shipping.estimate}`
                : 'We ship to US addresses')}
          </p>
        </aside>
      </div>
    </div>
  );
}
