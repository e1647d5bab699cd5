import { useEffect, useRef, useState } from 'react';
import { HEAT_PACK_LABEL, shippingLabel, shippingValue, taxLabel } from '@shop/shared/order-totals';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { cartTotalCents, linePrice } from '@shop/shared/cart-rules';
import { variantOf } from '@shop/shared/variants';
import { formatUsd, toCents } from '@shop/shared/money';
import type { ShippingForm as ShippingData } from '@shop/shared/orders';
import { Button } from '../components/ui/button.tsx';
import { ChevronLeftIcon } from '../components/ui/icons.tsx';
import { ProductImage } from '../components/ui/product-image.tsx';
import { selectUser } from '../features/auth/auth-slice.ts';
import { selectCart } from '../features/cart/cart-slice.ts';
import { getStoredCartString, restoreSetAsideCart, setCartAside } from '../features/cart/cart-storage.ts';
import { EmptyCart } from '../features/cart/components/empty-cart.tsx';
import { ShippingForm, type ShippingSubmitResult } from '../features/checkout/components/shipping-form.tsx';
import { checkout, createOrder, resetOrders, selectOrders } from '../features/checkout/orders-slice.ts';
import { pendingOrder, type PendingOrder } from '../features/checkout/pending-order.ts';
import {
  forgetUnpaidOrder,
  heldBack,
  rememberUnpaidOrder,
  resumeUnpaidOrder,
  startOver,
  unpaidOrders,
} from '../features/checkout/unpaid-orders.ts';
import { messageOf } from '../lib/api.ts';
import { DeliveryNotice } from '../features/delivery/components/delivery-notice.tsx';
import { useOrderQuote, usePickupPlaces } from '../features/checkout/order-quote.ts';
import { DeliveryChoice } from '../features/checkout/components/delivery-choice.tsx';
import { checkPromo } from '../features/checkout/promos-slice.ts';
import { emptyShipping } from '../features/checkout/shipping-validation.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

export function ShippingPage() {
  useTitle('Shipping');
  const dispatch = useAppDispatch();
  const user = useSelector(selectUser);
  const { expandedCart } = useSelector(selectCart);
  const { loading, error } = useSelector(selectOrders);
  /** An unpaid order from this browser that made the shop refuse a new one (decision 029). */
  const [unpaid, setUnpaid] = useState<PendingOrder | null>(null);
  const [resumeError, setResumeError] = useState('');
  const lastSubmit = useRef<ShippingData | null>(null);
  const [busy, setBusy] = useState(false);
  const [promoCode, setPromoCode] = useState('');
  const [shipState, setShipState] = useState('');
  const [rateId, setRateId] = useState<number | null>(null);
  const [shipZip, setShipZip] = useState('');
  /** The pickup location chosen (decision 067); null: it ships. */
  const [pickupId, setPickupId] = useState<number | null>(null);
  const places = usePickupPlaces();
  const cartKey = expandedCart
    .map(({ product, qty, variantId }) => `${product.id}:${variantId ?? ''}x${qty}`)
    .join(',');
  const { quote, zipError } = useOrderQuote({
    promoCode,
    state: shipState,
    shippingRateId: rateId,
    zip: shipZip,
    pickupLocationId: pickupId,
    cartKey,
    readCart: getStoredCartString,
  });
  const preview = promoCode.trim() === '' ? null : quote;
  const chosenRate = rateId ?? quote?.shippingRateId ?? null;

  useEffect(() => {
    dispatch(resetOrders());
  }, [dispatch]);

  async function placeOrder(data: ShippingData): Promise<ShippingSubmitResult> {
    lastSubmit.current = data;
    const promoCode = data.promoCode.toLowerCase();
    if (promoCode) {
      const promo = await dispatch(checkPromo(promoCode))
        .unwrap()
        .catch(() => ({}) as { id?: number });
      if (!promo.id) return 'invalid-promo';
    }
    setUnpaid(null);
    setResumeError('');
    const previous = pendingOrder();
    const created = await dispatch(
      createOrder({
        name: { firstName: data.firstName, lastName: data.lastName },
        // A pickup sends the place, no address (decision 067).
        ...(pickupId === null
          ? { address: { street1: data.street1, street2: data.street2, city: data.city, state: data.state, zip: data.zip } }
          : { pickupLocationId: pickupId }),
        userEmail: data.email,
        promoCode,
        cart: getStoredCartString(),
        userId: user.id ?? null,
        currencyId: 1,
        ...(data.gift && { gift: true, giftMessage: data.giftMessage }),
        careTips: data.careTips,
        ...(chosenRate !== null && pickupId === null && { shippingRateId: chosenRate }),
      }),
    );
    // The tab's previous unpaid order was canceled before this one was placed.
    if (previous) forgetUnpaidOrder(previous.orderId);
    if (!createOrder.fulfilled.match(created)) {
      if (heldBack(created.payload ?? '')) setUnpaid(unpaidOrders().at(-1) ?? null);
      return;
    }
    rememberUnpaidOrder(created.payload);
    // docs/product: once the order exists the local cart is removed; set aside, it comes back if payment does not happen.
    setCartAside();
    const paid = await dispatch(checkout(created.payload));
    if (checkout.fulfilled.match(paid)) {
      window.location.assign(paid.payload);
      return;
    }
    // The payment page could not be opened: keep the cart so the shopper can try again.
    restoreSetAsideCart();
  }

  async function finishPaying() {
    if (!unpaid) return;
    setBusy(true);
    try {
      window.location.assign(await resumeUnpaidOrder(unpaid));
    } catch (failure) {
      setUnpaid(null);
      setResumeError(messageOf(failure));
      setBusy(false);
    }
  }

  async function beginAgain() {
    setBusy(true);
    await startOver();
    setUnpaid(null);
    setBusy(false);
    if (lastSubmit.current) await placeOrder(lastSubmit.current);
  }

  const failure = unpaid ? (
    <div className="space-y-3">
      <p>
        Order #{unpaid.orderId} from this browser is waiting to be paid, and holds its plants until it is.
        Finish paying for it, or start over with the cart you see here.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" disabled={loading || busy} onClick={() => void finishPaying()}>
          Finish paying for order #{unpaid.orderId}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={loading || busy}
          onClick={() => void beginAgain()}
        >
          Start over
        </Button>
      </div>
    </div>
  ) : (
    resumeError || error || undefined
  );

  if (expandedCart.length === 0) {
    return <EmptyCart>Add a plant or two before checking out.</EmptyCart>;
  }

  const initial = {
    ...emptyShipping,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-8 sm:px-6 lg:px-8">
      <Link
        to="/cart"
        className="inline-flex items-center gap-1 rounded-full py-1 pr-3 text-sm text-muted hover:text-forest-900"
      >
        <ChevronLeftIcon className="size-4" /> Back to cart
      </Link>
      <h1 className="mt-4 font-serif text-4xl text-forest-900 sm:text-5xl">Shipping information</h1>
      <p className="mt-2 text-muted">
        {places.length > 0 ? 'We ship to US addresses, or you can pick up.' : 'We ship to US addresses.'} You'll pay on the next page.
      </p>
      <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_22rem]">
        <div>
          <ShippingForm
            key={user.id ?? 'guest'}
            initial={initial}
            busy={loading || busy}
            onSubmit={placeOrder}
            failure={failure}
            onPromoChange={setPromoCode}
            onStateChange={setShipState}
            onZipChange={setShipZip}
            zipError={zipError}
            pickup={pickupId !== null}
            delivery={
              quote && (quote.shippingOptions.length > 0 || quote.delivery || places.length > 0) ? (
                <div className="space-y-4">
                  {quote.shippingOptions.length > 0 || places.length > 0 ? (
                    <DeliveryChoice
                      options={quote.shippingOptions}
                      chosen={chosenRate}
                      onChoose={(id) => {
                        setPickupId(null);
                        setRateId(id);
                      }}
                      places={places}
                      pickupId={pickupId}
                      onChoosePickup={setPickupId}
                    />
                  ) : null}
                  {quote.delivery && pickupId === null ? <DeliveryNotice estimate={quote.delivery} /> : null}
                </div>
              ) : null
            }
          />
        </div>
        <aside className="h-fit rounded-3xl bg-cream-100 p-6 lg:sticky lg:top-24" aria-label="Order summary">
          <h2 className="text-xs font-semibold tracking-[0.22em] text-forest-900">ORDER SUMMARY</h2>
          <ul className="mt-5 space-y-4">
            {expandedCart.map((line) => {
              const { product, qty } = line;
              const variant = variantOf(product, line.variantId);
              return (
                <li key={`${product.id}:${line.variantId}`} className="flex items-center gap-3">
                  <div className="w-12 shrink-0 overflow-hidden rounded-lg">
                    <ProductImage imageURL={variant?.imageURL ?? product.imageURL} alt="" />
                  </div>
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-medium text-forest-900">{product.name}</p>
                    {variant?.title ? <p className="truncate text-forest-700">{variant.title}</p> : null}
                    <p className="text-muted">Qty {qty}</p>
                  </div>
                  <p className="text-sm font-medium">{formatUsd(toCents(linePrice(line)) * qty)}</p>
                </li>
              );
            })}
          </ul>
          <dl className="mt-6 space-y-2 border-t border-sand-300 pt-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">Subtotal</dt>
              <dd>{formatUsd(quote ? toCents(quote.subtotal) : cartTotalCents(expandedCart))}</dd>
            </div>
            {quote?.promoValid ? (
              <div className="flex justify-between text-forest-700">
                <dt>
                  Discount ({quote.promoCode}, {Math.round(quote.promoRate * 100)}% off)
                </dt>
                <dd>-{formatUsd(toCents(quote.discount))}</dd>
              </div>
            ) : null}
            {quote?.pickup ? (
              <div className="flex justify-between">
                <dt className="text-muted">Pickup</dt>
                <dd className="text-forest-700" data-testid="summary-pickup">{quote.pickup.name}</dd>
              </div>
            ) : quote ? (
              <div className="flex justify-between">
                <dt className="text-muted">
                  {shippingLabel(
                    quote.shippingOptions.find((option) => option.id === quote.shippingRateId)?.name ?? null,
                  )}
                </dt>
                <dd className="text-forest-700" data-testid="summary-shipping">
                  {shippingValue(toCents(quote.shipping))}
                </dd>
              </div>
            ) : null}
            {quote && quote.heatPack > 0 ? (
              <div className="flex justify-between">
                <dt className="text-muted">{HEAT_PACK_LABEL}</dt>
                <dd data-testid="summary-heat-pack">{formatUsd(toCents(quote.heatPack))}</dd>
              </div>
            ) : null}
            {quote?.taxAtPayment ? (
              <div className="flex justify-between">
                <dt className="text-muted">Sales tax</dt>
                <dd className="text-muted">Added on the payment page</dd>
              </div>
            ) : null}
            {quote && quote.taxRatePercent !== null ? (
              <div className="flex justify-between">
                <dt className="text-muted">{taxLabel(quote.taxState, quote.taxRatePercent, quote.taxRegion)}</dt>
                <dd data-testid="summary-tax">{formatUsd(toCents(quote.tax))}</dd>
              </div>
            ) : null}
            <div className="flex justify-between text-base font-semibold text-forest-900">
              <dt>Total</dt>
              <dd data-testid="summary-total">
                {formatUsd(quote ? toCents(quote.total) : cartTotalCents(expandedCart))}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted" aria-live="polite">
            {preview && !preview.promoValid
              ? `${preview.promoCode} is not a promo code we can take now.`
              : preview
                ? 'Your discount, as it will be charged.'
                : quote && quote.taxRatePercent === null && shipState === '' && pickupId === null
                  ? 'Sales tax, where we collect it, shows once you choose your state.'
                  : 'A promo code shows its discount here before you pay.'}
          </p>
        </aside>
      </div>
    </div>
  );
}
