import type { OrderReviewPage, OwnReview } from '@shop/shared/reviews';
import type { Clock } from '../../clock.ts';
import type { TestShop } from '../../test/harness.ts';
import { shippedCareOrder } from '../care/care.test-support.ts';
import { orderReviewLink } from '../orders/index.ts';

/** Test support: an order paid and shipped, of the given lines, by a guest (`email`) or a signed-in shopper. */
export async function shippedOrder(
  shop: TestShop,
  adminToken: string,
  options: { lines: { productId: number; qty: number }[]; email?: string; shopper?: { id: number; token: string }; clock?: Clock & { set(at: Date): void } },
): Promise<{ id: number }> {
  return shippedCareOrder(shop, adminToken, { ...options, careTips: false });
}

/** The key of an order's review link, as its email carries it after `#key=`. */
export async function reviewKeyOf(shop: TestShop, orderId: number): Promise<string> {
  const link = await orderReviewLink({ db: shop.db, config: shop.config, input: { orderId } });
  return link.split('#key=')[1]!;
}

/** The order's review page read with its link's key. */
export async function reviewPage(shop: TestShop, orderId: number, key: string): Promise<OrderReviewPage> {
  const response = await shop.request({ method: 'GET', url: `/api/reviews/orders/${orderId}`, headers: { 'x-review-key': key } });
  if (response.statusCode !== 200) throw new Error(`review page: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Writes a review of one line with the order's key. */
export async function writeReview(shop: TestShop, orderId: number, key: string, payload: Record<string, unknown>): Promise<OwnReview> {
  const response = await shop.request({ method: 'POST', url: `/api/reviews/orders/${orderId}`, headers: { 'x-review-key': key }, payload });
  if (response.statusCode !== 201) throw new Error(`review not written: ${response.statusCode} ${response.body}`);
  return response.json();
}
