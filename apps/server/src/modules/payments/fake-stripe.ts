import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test-only: just the part of Stripe's API the shop calls (create, retrieve, expire a Checkout Session). */
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
  success_url: string;
  cancel_url: string;
  line_items_sent: { name: string; unit_amount: number; quantity: number }[];
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
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
    });
  }
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
    amount_total: lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0),
    currency: 'usd',
    client_reference_id: form.get('client_reference_id'),
    customer_email: form.get('customer_email'),
    metadata,
    expires_at: Number(form.get('expires_at')),
    success_url: form.get('success_url') ?? '',
    cancel_url: form.get('cancel_url') ?? '',
    line_items_sent: lines,
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byKey = new Map<string, FakeSession>();
  const requests: FakeStripe['requests'] = [];
  let counter = 0;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0]!;
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
      return send(response, 404, invalid(`Unrecognized request URL (${request.method}: ${path})`));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    pay(id) {
      const session = sessions.get(id)!;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      return session;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
