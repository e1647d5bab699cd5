import type { PlacedOrder } from '@shop/shared/orders';
import { eq } from 'drizzle-orm';
import { shipments } from '../../db/schema/fulfilment.ts';
import { orders } from '../../db/schema/orders.ts';
import type { AccessCase, Fixtures } from '../../test/access.ts';
import { freshOrderBody, guestOrder, shopperOrder } from '../orders/orders.test-support.ts';
import { shoppersClaim } from '../claims/claims.access-cases.ts';
import { checkout, GOOD_CARD, payForm } from './checkout.test-support.ts';

const everyone = (status: number) => ({ anonymous: status, shopper: status, otherShopper: status, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });

/** A paid order, set directly: these rows are about who may ship, not about paying. */
async function paidOrder(fx: Fixtures): Promise<PlacedOrder> {
  const order = await shopperOrder(fx);
  await fx.shop.db.update(orders).set({ status: 'complete' }).where(eq(orders.id, order.id));
  return order;
}

/** A shipped order, set directly: these rows are about who may mark it delivered. */
async function shippedOrder(fx: Fixtures): Promise<PlacedOrder> {
  const order = await shopperOrder(fx);
  await fx.shop.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
  await fx.shop.db.update(shipments).set({ status: 'shipped', shippedAt: new Date(), carrier: 'usps', trackingUrl: 'https://tools.usps.com/' }).where(eq(shipments.orderId, order.id));
  return order;
}

/** A guest's order paid on the test page, so there is money to refund. */
async function paidThroughProvider(fx: Fixtures): Promise<PlacedOrder> {
  const order = await guestOrder(fx);
  const paid = await payForm(fx.shop, await checkout(fx.shop, order), GOOD_CARD);
  if (paid.statusCode !== 303) throw new Error(`not paid: ${paid.statusCode}`);
  return order;
}

export const checkoutAccess: AccessCase[] = [
  {
    method: 'POST',
    route: '/api/orders/quote',
    // A price is public: anyone may ask what a cart costs with a code (rate limited like the promo look-up).
    request: async (fx) => ({ url: '/api/orders/quote', payload: { cart: (await freshOrderBody(fx)).cart, promoCode: '' } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/orders/checkout',
    request: async (fx) => ({ url: '/api/orders/checkout', payload: await shopperOrder(fx) }),
    expect: { anonymous: 401, shopper: 200, otherShopper: 404, admin: 404 },
  },
  {
    method: 'POST',
    route: '/api/orders/checkout',
    request: async (fx) => {
      const order = await guestOrder(fx);
      return { url: '/api/orders/checkout', payload: order, headers: { 'x-checkout-token': order.checkoutToken } };
    },
    expect: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/orders/:orderId',
    request: async (fx) => ({ url: `/api/orders/${(await shopperOrder(fx)).id}`, payload: { status: 'complete' } }),
    // Someone else's order answers as a missing one would: order numbers cannot be probed.
    expect: { anonymous: 401, shopper: 200, otherShopper: 404, admin: 200 },
  },
  {
    method: 'PUT',
    route: '/api/orders/:orderId',
    request: async (fx) => {
      const order = await guestOrder(fx);
      return { url: `/api/orders/${order.id}`, payload: { status: 'complete' }, headers: { 'x-checkout-token': order.checkoutToken } };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/orders/:orderId',
    request: async (fx) => ({ url: `/api/orders/${(await shopperOrder(fx)).id}` }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/orders/:orderId/ship',
    request: async (fx) => ({ url: `/api/orders/${(await paidOrder(fx)).id}/ship`, payload: { carrier: 'usps', trackingNumber: '9400 1118 9922 3456 7890 12' } }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/orders/:orderId/delivered',
    request: async (fx) => ({ url: `/api/orders/${(await shippedOrder(fx)).id}/delivered` }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/orders/:orderId/weather',
    request: async (fx) => ({ url: `/api/orders/${(await paidOrder(fx)).id}/weather`, payload: { decision: 'held' } }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/delivery',
    // Public, like a price: when a parcel to a ZIP code would leave and arrive (the weather is off in tests).
    request: () => ({ url: '/api/delivery?zip=55401' }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/orders/:orderId/refunds',
    request: async (fx) => ({ url: `/api/orders/${(await paidThroughProvider(fx)).id}/refunds`, payload: { kind: 'full', reason: 'Access check', restock: true } }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/orders/:orderId/cancel',
    request: async (fx) => ({ url: `/api/orders/${(await paidThroughProvider(fx)).id}/cancel`, payload: { reason: 'Access check' } }),
    expect: adminOnly(200),
  },
  // Stripe signs its calls instead of logging in; the access-control shop has no Stripe, so the webhook is off.
  {
    method: 'POST',
    route: '/api/payments/stripe/webhook',
    request: () => ({ url: '/api/payments/stripe/webhook', payload: { id: 'evt_access', type: 'checkout.session.completed' } }),
    expect: everyone(404),
  },
  // A claim's replacement or refund: the conductor's routes (decision 066), on a claim the shopper filed.
  { method: 'POST', route: '/api/claims/:claimId/replace', request: async (fx) => ({ url: `/api/claims/${(await shoppersClaim(fx)).claim.id}/replace`, payload: { note: 'A fresh one is on its way.' } }), expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/claims/:claimId/refund',
    request: async (fx) => ({ url: `/api/claims/${(await shoppersClaim(fx)).claim.id}/refund`, payload: { restock: false } }),
    expect: adminOnly(200),
  },
];
