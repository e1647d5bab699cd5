import type { PlacedOrder } from '@shop/shared/orders';
import type { Clock } from '../../clock.ts';
import type { TestShop } from '../../test/harness.ts';
import { checkout, GOOD_CARD, payForm } from '../checkout/checkout.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';

/**
 * Test support: an order that asked for care tips, paid on the test page and shipped by the admin at the
 * shop's time. With a moved clock, it is placed and paid at the real time (placing holds stock by the real
 * clock) and shipped at the clock's.
 */
export async function shippedCareOrder(
  shop: TestShop,
  adminToken: string,
  {
    lines,
    email = 'ada@example.com',
    shopper,
    careTips = true,
    clock,
  }: { lines: { productId: number; qty: number }[]; email?: string; shopper?: { id: number; token: string }; careTips?: boolean; clock?: Clock & { set(at: Date): void } },
): Promise<PlacedOrder> {
  const shipAt = clock?.now();
  clock?.set(new Date());
  const body = orderBody(lines, { careTips, userEmail: email, ...(shopper && { userId: shopper.id }) });
  const order = await placeOrder(shop, body, shopper?.token);
  const paid = await payForm(shop, await checkout(shop, order), GOOD_CARD);
  if (paid.statusCode !== 303) throw new Error(`not paid: ${paid.statusCode} ${paid.body}`);
  if (shipAt) clock?.set(shipAt);
  const shipped = await shop.request({
    method: 'PUT',
    url: `/api/orders/${order.id}/ship`,
    token: adminToken,
    payload: { carrier: 'usps', trackingNumber: '9400111899223456789012' },
  });
  if (shipped.statusCode !== 200) throw new Error(`not shipped: ${shipped.statusCode} ${shipped.body}`);
  return order;
}
