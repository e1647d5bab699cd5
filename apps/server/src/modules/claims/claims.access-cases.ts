import type { OrderClaims } from '@shop/shared/claims';
import type { AccessCase, Fixtures } from '../../test/access.ts';
import { fileClaim, multipartForm, shippedOrder, twoPhotos } from './claims.test-support.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
/** The order's customer and the owner; another customer gets the 404 of an order that does not exist. */
const customerOrAdmin = (status: number) => ({ anonymous: 401, shopper: status, otherShopper: 404, admin: status });

const DEAD = { reason: 'dead', description: 'Arrived with black leaves' };

/** The shopper's own shipped order. */
const shoppersOrder = (fx: Fixtures) => shippedOrder(fx.shop, fx.admin.token, { token: fx.shopper.token, userId: fx.shopper.id });

let claimsFiled = 0;

/** A claim on a fresh shipped order of the shopper's, filed through the order's link. */
export async function shoppersClaim(fx: Fixtures) {
  const order = await shoppersOrder(fx);
  const filed = await fileClaim(fx.shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, ...DEAD }, await twoPhotos(), `203.0.113.${100 + (++claimsFiled % 100)}`);
  if (filed.statusCode !== 201) throw new Error(`claim not filed: ${filed.statusCode} ${filed.body}`);
  const claim = (filed.json() as OrderClaims).claims[0]!;
  return { order, claim };
}

export const claimAccess: AccessCase[] = [
  { method: 'GET', route: '/api/orders/:orderId/claims', request: async (fx) => ({ url: `/api/orders/${(await shoppersOrder(fx)).orderId}/claims` }), expect: customerOrAdmin(200) },
  {
    method: 'POST',
    route: '/api/orders/:orderId/claims',
    request: async (fx) => {
      const order = await shoppersOrder(fx);
      const form = multipartForm({ lineId: order.lineId, qty: 1, ...DEAD }, await twoPhotos());
      return { url: `/api/orders/${order.orderId}/claims`, payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': '203.0.113.51' } };
    },
    expect: customerOrAdmin(201),
  },
  {
    method: 'POST',
    route: '/api/orders/:orderId/claims/:claimId/photos',
    request: async (fx) => {
      const { order, claim } = await shoppersClaim(fx);
      const form = multipartForm({ note: 'One more' }, [(await twoPhotos())[0]!]);
      return { url: `/api/orders/${order.orderId}/claims/${claim.id}/photos`, payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': '203.0.113.52' } };
    },
    expect: customerOrAdmin(200),
  },
  {
    method: 'GET',
    route: '/api/orders/:orderId/claims/:claimId/photos/:name',
    request: async (fx) => ({ url: (await shoppersClaim(fx)).claim.photos[0]!.url }),
    expect: customerOrAdmin(200),
  },
  { method: 'GET', route: '/api/claims', request: () => ({ url: '/api/claims' }), expect: adminOnly(200) },
  { method: 'GET', route: '/api/claims/settings', request: () => ({ url: '/api/claims/settings' }), expect: adminOnly(200) },
  { method: 'PUT', route: '/api/claims/settings', request: () => ({ url: '/api/claims/settings', payload: { windowDays: 30 } }), expect: adminOnly(200) },
  { method: 'GET', route: '/api/claims/:claimId', request: async (fx) => ({ url: `/api/claims/${(await shoppersClaim(fx)).claim.id}` }), expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/claims/:claimId/request-info',
    request: async (fx) => ({ url: `/api/claims/${(await shoppersClaim(fx)).claim.id}/request-info`, payload: { message: 'A photo of the roots, please' } }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/claims/:claimId/deny',
    request: async (fx) => ({ url: `/api/claims/${(await shoppersClaim(fx)).claim.id}/deny`, payload: { reason: 'Overwatered' } }),
    expect: adminOnly(200),
  },
];
