import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test-only: just the part of Stripe's API the shop calls (Checkout Sessions, and refunds of their payments). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  amount_total: number;
  currency: 'usd';
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  /** The PaymentIntent, once paid. */
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  line_items_sent: { name: string; unit_amount: number; quantity: number; tax_code?: string; tax_behavior?: string }[];
  /** The shipping option as sent (Stripe adds its amount to the total). */
  shipping_sent: { display_name: string; amount: number; min_days: number | null; max_days: number | null; tax_code?: string; tax_behavior?: string } | null;
  /**
   * Stripe Tax, when the session asked for it: this stand-in taxes as if every parcel went to California,
   * 7.25% of the lines sent with tax behaviour 'exclusive' (shipping untaxed, as California does).
   */
  automatic_tax: { enabled: boolean; status: 'complete' | null };
  total_details: { amount_tax: number; amount_shipping: number; amount_discount: number };
  customer_details: { address: { state: string | null; country: string | null } } | null;
  shipping_address_collection_sent: string[] | null;
}

/** What this stand-in's Stripe Tax charges: California's 7.25%. */
export const FAKE_STRIPE_TAX = { state: 'CA', basisPoints: 725 };

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: 'usd';
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  payment_intent: string;
  charge: string;
  metadata: Record<string, string>;
  failure_reason: string | null;
  created: number;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  refunds: Map<string, FakeRefund>;
  /** When set, refund requests answer 500 (Stripe down), so the SDK gives up. */
  refundsDown: boolean;
  /** The status new refunds get (Stripe answers 'pending' for some payment methods). */
  newRefundStatus: FakeRefund['status'];
  /** The owner refunds in Stripe's dashboard: a refund with no metadata of ours. */
  refundInDashboard(paymentIntent: string, amount: number): FakeRefund;
  /** The Charge of a PaymentIntent, as charge.refunded carries it. */
  chargeOf(paymentIntent: string): { id: string; object: 'charge'; payment_intent: string; amount: number; amount_refunded: number; refunded: boolean };
  requests: { method: string; path: string; idempotencyKey: string | undefined; authorization: string | undefined }[];
  /** The customer pays on Stripe's page. */
  pay(id: string): FakeSession;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

const invalid = (message: string) => ({ error: { type: 'invalid_request_error', message } });

function sessionFrom(id: string, form: URLSearchParams): FakeSession {
  const lines: FakeSession['line_items_sent'] = [];
  for (let i = 0; form.has(`line_items[${i}][quantity]`); i += 1) {
    lines.push({
      name: form.get(`line_items[${i}][price_data][product_data][name]`) ?? '',
      unit_amount: Number(form.get(`line_items[${i}][price_data][unit_amount]`)),
      quantity: Number(form.get(`line_items[${i}][quantity]`)),
      ...(form.has(`line_items[${i}][price_data][product_data][tax_code]`) && { tax_code: form.get(`line_items[${i}][price_data][product_data][tax_code]`)! }),
      ...(form.has(`line_items[${i}][price_data][tax_behavior]`) && { tax_behavior: form.get(`line_items[${i}][price_data][tax_behavior]`)! }),
    });
  }
  const option = 'shipping_options[0][shipping_rate_data]';
  const shipping = form.has(`${option}[fixed_amount][amount]`)
    ? {
        display_name: form.get(`${option}[display_name]`) ?? '',
        amount: Number(form.get(`${option}[fixed_amount][amount]`)),
        min_days: form.has(`${option}[delivery_estimate][minimum][value]`) ? Number(form.get(`${option}[delivery_estimate][minimum][value]`)) : null,
        max_days: form.has(`${option}[delivery_estimate][maximum][value]`) ? Number(form.get(`${option}[delivery_estimate][maximum][value]`)) : null,
        ...(form.has(`${option}[tax_code]`) && { tax_code: form.get(`${option}[tax_code]`)! }),
        ...(form.has(`${option}[tax_behavior]`) && { tax_behavior: form.get(`${option}[tax_behavior]`)! }),
      }
    : null;
  const automaticTax = form.get('automatic_tax[enabled]') === 'true';
  const taxedCents = lines.filter((line) => line.tax_behavior === 'exclusive').reduce((sum, line) => sum + line.unit_amount * line.quantity, 0);
  const taxCents = automaticTax ? Math.round((taxedCents * FAKE_STRIPE_TAX.basisPoints) / 10_000) : 0;
  const collect: string[] = [];
  for (let i = 0; form.has(`shipping_address_collection[allowed_countries][${i}]`); i += 1) collect.push(form.get(`shipping_address_collection[allowed_countries][${i}]`)!);
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return {
    id,
    object: 'checkout.session',
    status: 'open',
    payment_status: 'unpaid',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    amount_total: lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0) + (shipping?.amount ?? 0) + taxCents,
    currency: 'usd',
    client_reference_id: form.get('client_reference_id'),
    customer_email: form.get('customer_email'),
    metadata,
    expires_at: Number(form.get('expires_at')),
    payment_intent: null,
    success_url: form.get('success_url') ?? '',
    cancel_url: form.get('cancel_url') ?? '',
    line_items_sent: lines,
    shipping_sent: shipping,
    automatic_tax: { enabled: automaticTax, status: automaticTax ? 'complete' : null },
    total_details: { amount_tax: taxCents, amount_shipping: shipping?.amount ?? 0, amount_discount: 0 },
    customer_details: automaticTax ? { address: { state: FAKE_STRIPE_TAX.state, country: 'US' } } : null,
    shipping_address_collection_sent: collect.length > 0 ? collect : null,
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byKey = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();
  const refundByKey = new Map<string, FakeRefund>();
  let refundCounter = 0;
  const paidSession = (paymentIntent: string) => [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
  const refundedOf = (paymentIntent: string) =>
    [...refunds.values()].filter((r) => r.payment_intent === paymentIntent && (r.status === 'succeeded' || r.status === 'pending')).reduce((sum, r) => sum + r.amount, 0);
  function makeRefund(paymentIntent: string, amount: number, metadata: Record<string, string>): FakeRefund {
    refundCounter += 1;
    const refund: FakeRefund = {
      id: `re_test_${refundCounter}`,
      object: 'refund',
      amount,
      currency: 'usd',
      status: fake.newRefundStatus,
      payment_intent: paymentIntent,
      charge: paymentIntent.replace('pi_', 'ch_'),
      metadata,
      failure_reason: null,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return refund;
  }
  const requests: FakeStripe['requests'] = [];
  let counter = 0;
  const fake: FakeStripe = {
    url: '',
    sessions,
    refunds,
    requests,
    refundsDown: false,
    newRefundStatus: 'succeeded',
    pay(id) {
      const session = sessions.get(id)!;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      session.payment_intent = `pi_test_${id.replace('cs_test_', '')}`;
      return session;
    },
    refundInDashboard: (paymentIntent, amount) => makeRefund(paymentIntent, amount, {}),
    chargeOf(paymentIntent) {
      const session = paidSession(paymentIntent)!;
      const amountRefunded = refundedOf(paymentIntent);
      return { id: paymentIntent.replace('pi_', 'ch_'), object: 'charge', payment_intent: paymentIntent, amount: session.amount_total, amount_refunded: amountRefunded, refunded: amountRefunded >= session.amount_total };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0]!;
      const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path, idempotencyKey, authorization: request.headers.authorization });
      const form = await readBody(request);
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const replay = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        if (replay) return send(response, 200, replay);
        counter += 1;
        const session = sessionFrom(`cs_test_${counter}`, form);
        if (session.expires_at * 1000 < Date.now() + 30 * 60 * 1000 - 5_000) {
          return send(response, 400, invalid('expires_at must be at least 30 minutes from Checkout Session creation'));
        }
        sessions.set(session.id, session);
        if (idempotencyKey) byKey.set(idempotencyKey, session);
        return send(response, 200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && retrieve) {
        const session = sessions.get(retrieve[1]!);
        return session ? send(response, 200, session) : send(response, 404, invalid('No such checkout.session'));
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (request.method === 'POST' && expire) {
        const session = sessions.get(expire[1]!);
        if (!session) return send(response, 404, invalid('No such checkout.session'));
        if (session.status !== 'open') return send(response, 400, invalid('Only Checkout Sessions with a status in ["open"] can be expired.'));
        session.status = 'expired';
        session.url = null;
        return send(response, 200, session);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        if (fake.refundsDown) return send(response, 500, { error: { type: 'api_error', message: 'Stripe is down (fake)' } });
        const replay = idempotencyKey ? refundByKey.get(idempotencyKey) : undefined;
        if (replay) return send(response, 200, replay);
        const paymentIntent = form.get('payment_intent') ?? '';
        const session = paidSession(paymentIntent);
        if (!session) return send(response, 404, invalid(`No such payment_intent: '${paymentIntent}'`));
        const amount = Number(form.get('amount') ?? session.amount_total - refundedOf(paymentIntent));
        if (amount > session.amount_total - refundedOf(paymentIntent)) {
          return send(response, 400, invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((session.amount_total - refundedOf(paymentIntent)) / 100).toFixed(2)})`));
        }
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const refund = makeRefund(paymentIntent, amount, metadata);
        if (idempotencyKey) refundByKey.set(idempotencyKey, refund);
        return send(response, 200, refund);
      }
      if (request.method === 'GET' && path === '/v1/refunds') {
        const paymentIntent = query.get('payment_intent');
        const data = [...refunds.values()].filter((r) => r.payment_intent === paymentIntent).reverse();
        return send(response, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      return send(response, 404, invalid(`Unrecognized request URL (${request.method}: ${path})`));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(fake, { url: `http://127.0.0.1:${port}` });
  return fake;
}

/** Posts a Stripe event about `object` to the shop's webhook, signed with `secret` as Stripe signs it. */
export async function sendStripeEvent<Answer>(
  shop: { request: (options: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }) => Promise<Answer> },
  { type, object, id, secret }: { type: string; object: object; id: string; secret: string },
): Promise<Answer> {
  const { default: Stripe } = await import('stripe');
  const payload = JSON.stringify({ id, object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return shop.request({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}
