import sharp from 'sharp';
import type { AccessCase, Fixtures } from '../../test/access.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { reviewKeyOf, reviewPage, shippedOrder, writeReview } from './reviews.test-support.ts';

const buyerOnly = (status: number) => ({ anonymous: 401, shopper: status, otherShopper: 403, admin: 403 });
const adminOnly = { anonymous: 401, shopper: 403, otherShopper: 403, admin: 200 };
const anyone = { anonymous: 200, shopper: 200, otherShopper: 200, admin: 200 };
const signedIn = { anonymous: 401, shopper: 200, otherShopper: 200, admin: 200 };

/** A shipped order of a fresh plant, placed from the shopper's account. */
async function shopperShipped(fx: Fixtures): Promise<{ orderId: number; orderLineId: number; key: string }> {
  const plant = await makeProduct(fx.shop, fx.admin.token, { price: 12, qty: 100 });
  const order = await shippedOrder(fx.shop, fx.admin.token, { lines: [{ productId: plant.id, qty: 1 }], shopper: fx.shopper });
  const key = await reviewKeyOf(fx.shop, order.id);
  const page = await reviewPage(fx.shop, order.id, key);
  return { orderId: order.id, orderLineId: page.lines[0]!.orderLineId, key };
}

/** A published review of the shopper's own. */
async function shopperReview(fx: Fixtures): Promise<number> {
  const { orderId, orderLineId, key } = await shopperShipped(fx);
  return (await writeReview(fx.shop, orderId, key, { orderLineId, rating: 4 })).id;
}

export const reviewAccess: AccessCase[] = [
  { method: 'GET', route: '/api/reviews/orders/:orderId', request: async (fx) => ({ url: `/api/reviews/orders/${(await shopperShipped(fx)).orderId}` }), expect: buyerOnly(200) },
  {
    method: 'POST',
    route: '/api/reviews/orders/:orderId',
    request: async (fx) => {
      const { orderId, orderLineId } = await shopperShipped(fx);
      return { url: `/api/reviews/orders/${orderId}`, payload: { orderLineId, rating: 5 } };
    },
    expect: buyerOnly(201),
  },
  {
    method: 'POST',
    route: '/api/reviews/orders/:orderId/photos',
    request: async (fx) => {
      const boundary = '----access-photo';
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#4a7c59' } }).png().toBuffer();
      const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      return { url: `/api/reviews/orders/${(await shopperShipped(fx)).orderId}/photos`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    },
    expect: buyerOnly(201),
  },
  { method: 'PUT', route: '/api/reviews/:reviewId', request: async (fx) => ({ url: `/api/reviews/${await shopperReview(fx)}`, payload: { rating: 3 } }), expect: buyerOnly(200) },
  { method: 'GET', route: '/api/products/:id/reviews', request: () => ({ url: '/api/products/1/reviews' }), expect: anyone },
  { method: 'POST', route: '/api/reviews/:reviewId/helpful', request: async (fx) => ({ url: `/api/reviews/${await shopperReview(fx)}/helpful` }), expect: signedIn },
  { method: 'GET', route: '/api/admin/reviews', request: () => ({ url: '/api/admin/reviews' }), expect: adminOnly },
  { method: 'POST', route: '/api/admin/reviews/:reviewId/publish', request: async (fx) => ({ url: `/api/admin/reviews/${await shopperReview(fx)}/publish` }), expect: adminOnly },
  { method: 'POST', route: '/api/admin/reviews/:reviewId/remove', request: async (fx) => ({ url: `/api/admin/reviews/${await shopperReview(fx)}/remove`, payload: { reason: 'spam' } }), expect: adminOnly },
  { method: 'PUT', route: '/api/admin/reviews/:reviewId/reply', request: async (fx) => ({ url: `/api/admin/reviews/${await shopperReview(fx)}/reply`, payload: { reply: 'Thank you!' } }), expect: adminOnly },
  { method: 'GET', route: '/api/admin/review-ratings', request: () => ({ url: '/api/admin/review-ratings' }), expect: adminOnly },
  { method: 'GET', route: '/api/admin/review-settings', request: () => ({ url: '/api/admin/review-settings' }), expect: adminOnly },
  { method: 'PUT', route: '/api/admin/review-settings', request: () => ({ url: '/api/admin/review-settings', payload: { requestAfterDays: 14, moderation: false } }), expect: adminOnly },
];
