import type { PlacedOrder } from '@shop/shared/orders';
import type { TestShop } from '../../test/harness.ts';

/** Test support: opening the payment page of a placed order and paying on the test page as a browser would. */

export async function checkout(shop: TestShop, order: PlacedOrder): Promise<string> {
  const response = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order, headers: { 'x-checkout-token': order.checkoutToken } });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json() as string;
}

/** Posts the test page's card form as a browser would. */
export function payForm(shop: TestShop, payUrl: string, fields: Record<string, string>) {
  return shop.request({
    method: 'POST',
    url: new URL(payUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', zip: '97201' };

/** A placed order paid on the test page, as a browser would pay it. */
export async function payOnTestPage(shop: TestShop, order: PlacedOrder): Promise<void> {
  const paid = await payForm(shop, await checkout(shop, order), GOOD_CARD);
  if (paid.statusCode !== 303) throw new Error(`not paid: ${paid.statusCode} ${paid.body}`);
}

/** The key of the status link an email carries (`.../orders/12/status#key=...`). */
export function statusLinkIn(text: string): { url: string; orderId: number; key: string } | null {
  const match = /(https?:\/\/\S+?\/orders\/(\d+)\/status#key=([A-Za-z0-9_-]+))/.exec(text);
  return match ? { url: match[1]!, orderId: Number(match[2]), key: match[3]! } : null;
}
