import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MailMessage } from './modules/email/mailer.ts';
import type { PaymentProvider, SessionRequest } from './modules/payments/provider-types.ts';
import { makeProduct } from './modules/catalog/catalog.test-support.ts';
import { checkout } from './modules/checkout/checkout.test-support.ts';
import { orderBody, placeOrder } from './modules/orders/orders.test-support.ts';
import { adminToken, createTestShop, type TestShop } from './test/harness.ts';

/** A payment provider that answers from memory and reads any webhook body as `{ id }`, with no signature. */
function stubProvider(): PaymentProvider & { asked: SessionRequest[] } {
  const asked: SessionRequest[] = [];
  return {
    asked,
    name: 'stripe',
    sessionMs: 30 * 60 * 1000,
    minSessionMs: 0,
    async createSession(request) {
      asked.push(request);
      return { url: `https://pay.example/${request.sessionId}`, providerSessionId: `cs_stub_${request.order.id}_${request.attempt}` };
    },
    async fetchStatus() {
      return { status: 'open', amountCents: null, currency: null };
    },
    async expire() {
      return { status: 'expired', amountCents: null, currency: null };
    },
    async refund({ refundId, amountCents }) {
      return { providerRefundId: null, amountCents, status: 'failed', failure: 'stub', refundId };
    },
    async listRefunds() {
      return [];
    },
    parseWebhook({ payload }) {
      const { id } = JSON.parse(payload.toString()) as { id: string };
      return { id, type: 'stub.event', news: { kind: 'ignored' } };
    },
  };
}

const provider = stubProvider();
const mailed: MailMessage[] = [];
const mailer = {
  async send(message: MailMessage) {
    mailed.push(message);
    return { messageId: `<stub-${mailed.length}@shop.test>` };
  },
};
let shop: TestShop;
let admin: string;

beforeAll(async () => {
  // The configuration has no Stripe and writes mail to a folder that does not exist: only the services
  // handed to buildApp can answer.
  shop = await createTestShop({ services: { payments: { checkout: provider, of: () => provider }, mailer } });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

describe('outside services are handed to the app by buildApp (decision 037)', () => {
  test('checkout opens the payment page at the provider it was handed, not one looked up from the configuration', async () => {
    const fern = await makeProduct(shop, admin, { price: 30, qty: 5 });
    const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 1 }]));
    const url = await checkout(shop, order);
    expect(url).toMatch(/^https:\/\/pay\.example\//);
    expect(provider.asked.map((request) => request.order.id)).toEqual([order.id]);
  });

  test("the Stripe webhook is read by the provider's parseWebhook, then handled once per event id", async () => {
    const post = () => shop.request({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: { id: 'evt_stub_1' } });
    expect((await post()).json()).toEqual({ received: true, duplicate: false });
    expect((await post()).json()).toEqual({ received: true, duplicate: true });
  });

  test('an email is handed to the mailer buildApp was given', async () => {
    const signup = { firstName: 'Ivy', lastName: 'Potts', email: 'ivy.potts@example.com', password: 'a long and unusual pass phrase' };
    expect((await shop.request({ method: 'POST', url: '/api/users', payload: signup })).statusCode).toBe(201);
    expect(mailed.map((message) => message.to)).toEqual(['ivy.potts@example.com']);
  });
});
