// Property-based fuzzing of every endpoint through app.inject (PGlite in memory): random and
// malformed paths, bodies, headers and tokens. Nothing may answer 5xx, the shop must keep answering,
// and no request from a caller without the right role may change a single row.
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../apps/server/src/modules/accounts/create-session.ts';
import type { AccessCase, Fixtures } from '../../apps/server/src/test/access.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../apps/server/src/test/harness.ts';
import { changedTables, loadAccessRows, tableDigests } from './support.ts';

const REFUSED_RUNS = Number(process.env.FUZZ_REFUSED_RUNS ?? 2500);
const ANY_RUNS = Number(process.env.FUZZ_ANY_RUNS ?? 3000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let shop: TestShop;
let fx: Fixtures;
let rows: AccessCase[];
let sent = 0;
const statuses = new Map<number, number>();

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

async function send(request: Sent): Promise<LightMyRequestResponse> {
  sent += 1;
  const response = await shop.app.inject({ method: request.method as InjectOptions['method'], url: request.url, headers: request.headers, ...(request.body === undefined ? {} : { payload: request.body }) });
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  return response;
}

function describeRequest(request: Sent, response: LightMyRequestResponse): string {
  const body = request.body === undefined ? '' : ` body ${String(request.body).slice(0, 300)}`;
  return `${request.method} ${request.url} headers ${JSON.stringify(request.headers)}${body} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
}

beforeAll(async () => {
  shop = await createTestShop();
  fx = {
    shop,
    shopper: await createUser(shop),
    otherShopper: await createUser(shop),
    admin: { id: 0, token: await adminToken(shop) },
  };
  rows = await loadAccessRows();
});
afterAll(async () => {
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
  console.log(`fuzz: ${sent} requests (${byStatus})`);
  await shop?.close();
});

// ---- what the fuzzer draws from -------------------------------------------------------------

const weirdText = fc.constantFrom(
  '', ' ', '0', '-1', '1.5', '1e3', 'NaN', 'Infinity', 'null', 'true', '2147483648', '9007199254740993',
  '..', '../..', '%2e%2e%2f', '%00', '\u0000', 'a\u0000b', '\ud800', '💥🌱', 'ü'.repeat(50), 'x'.repeat(5000),
  "1' or '1'='1", '1; drop table users', '<script>alert(1)</script>', '${jndi:x}', '__proto__', 'constructor',
);
const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), weirdText);
const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, 1e308, -0));
/** JSON values leaning towards the shapes the API reads, with hostile extras. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.dictionary(
      fc.constantFrom('id', 'userId', 'productId', 'qty', 'price', 'name', 'email', 'password', 'role', 'isAdmin', 'status', 'cart', 'action', 'discountRate', 'tags', '__proto__', 'firstName', 'promoCode', 'token'),
      fc.oneof(anyText, anyNumber, fc.boolean(), fc.constant(null), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 })),
      { maxKeys: 6 },
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.record({ productId: fc.oneof(fc.nat(200), anyNumber), qty: fc.oneof(fc.integer({ min: -3, max: 1200 }), anyNumber) }), { maxLength: 60 }) },
);

/** A template body (from the access table) with some fields replaced, removed or added. */
function mutated(template: unknown): fc.Arbitrary<unknown> {
  if (template === null || typeof template !== 'object' || Array.isArray(template)) return anyJson;
  const keys = Object.keys(template);
  return fc
    .record({
      drop: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      replace: fc.dictionary(keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x'), fc.oneof(anyText, anyNumber, fc.boolean(), fc.constant(null), anyJson), { maxKeys: 2 }),
      add: fc.dictionary(fc.constantFrom('role', 'isAdmin', 'userId', 'status', 'id', 'price', 'priceCents', 'finalPrice'), fc.oneof(anyText, anyNumber, fc.boolean()), { maxKeys: 2 }),
    })
    .map(({ drop, replace, add }) => {
      const copy: Record<string, unknown> = { ...(template as Record<string, unknown>), ...replace, ...add };
      for (const key of drop) delete copy[key];
      return copy;
    });
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };
function bodyArb(template: unknown): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: template === undefined ? 0 : 3, arbitrary: fc.constant<Body>({ kind: 'json', value: template }) },
    { weight: 4, arbitrary: mutated(template).map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: anyJson.map((value): Body => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          text: fc.oneof(fc.constantFrom('{"a":', '[1,2', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"role":"admin"}}}', 'null', '"x"', '\u0000', ''), fc.string({ maxLength: 60 })),
          type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/json; charset=utf-16', 'image/png', 'x/y; ;=', ''),
        })
        .map((raw): Body => ({ kind: 'raw', ...raw })),
    },
  );
}

const garbageToken = fc.oneof(
  fc.string({ maxLength: 64 }).filter((token) => !/[\r\n]/.test(token)),
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'null', 'undefined', 'x'.repeat(250), 'Basic YWRtaW46YWRtaW4='),
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
);

const extraHeaders = fc.record(
  {
    'x-checkout-token': garbageToken,
    'accept-encoding': fc.constantFrom('gzip', 'br', 'gzip, deflate, br', '*', 'identity;q=0', 'br;q=0, gzip;q=0'),
    // Header values must be printable ASCII, or the client refuses to send them.
    'if-none-match': fc.oneof(fc.constant('*'), anyText.filter((text) => [...text].every((char) => char >= ' ' && char <= '~'))),
    'x-forwarded-for': fc.constantFrom('10.0.0.1', '::1', 'garbage', '1.2.3.4, 5.6.7.8', ''),
    'stripe-signature': fc.constantFrom('t=1,v1=abc', 'garbage'),
  },
  { requiredKeys: [] },
);

const query = fc.array(
  fc.tuple(fc.constantFrom('q', 'tag', 'sort', 'offset', 'limit', 'status', 'page', 'x', '__proto__'), fc.oneof(anyText, anyNumber.map(String))),
  { maxLength: 4 },
).map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`));

/** Percent-encodes the UTF-8 bytes (lone surrogates become U+FFFD; encodeURIComponent would throw). */
function encode(text: string): string {
  return [...Buffer.from(text)].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

function toSent(method: string, url: string, body: Body, headers: Record<string, string>): Sent {
  const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined && value !== ''));
  if (body.kind === 'json') return { method, url, headers: { ...clean, 'content-type': 'application/json' }, body: JSON.stringify(body.value) ?? 'null' };
  if (body.kind === 'raw') return { method, url, headers: { ...clean, ...(body.type ? { 'content-type': body.type } : {}) }, body: body.text };
  return { method, url, headers: clean };
}

// ---- the properties ---------------------------------------------------------------------------

describe('fuzzing every endpoint', () => {
  test(`no caller without the right role changes any data (${REFUSED_RUNS} requests)`, async () => {
    // The access table's rows where an anonymous caller or a shopper (acting on another user's
    // things) is refused. Rows that pass a checkout token are refused without it, and tokens are only
    // ever garbage here. A route that lets the same caller in on another row (a guest order) is left
    // out, as its refusal may depend on the body.
    const built: { row: AccessCase; url: string; payload: unknown; headers: Record<string, string>; tokenGated: boolean }[] = [];
    for (const row of rows) {
      const request = await row.request(fx);
      const { 'x-checkout-token': token, ...headers } = request.headers ?? {};
      built.push({ row, url: request.url, payload: request.payload, headers, tokenGated: token !== undefined });
    }
    const allowed = new Set(
      built.flatMap(({ row, tokenGated }) =>
        tokenGated ? [] : (['anonymous', 'otherShopper'] as const).filter((actor) => row.expect[actor] < 400).map((actor) => `${actor} ${row.method} ${row.route}`),
      ),
    );
    const targets = built.flatMap((target) =>
      (['anonymous', 'otherShopper'] as const)
        .filter((actor) => (target.tokenGated || target.row.expect[actor] === 401 || target.row.expect[actor] === 403) && !allowed.has(`${actor} ${target.row.method} ${target.row.route}`))
        .map((actor) => ({ ...target, actor })),
    );
    const routes = new Set(targets.map((t) => `${t.row.method} ${t.row.route}`));
    console.log(`fuzz: ${routes.size} endpoints refuse an anonymous caller or another shopper`);
    expect(routes.size, 'refusal targets').toBeGreaterThanOrEqual(20);

    const before = await tableDigests(shop.db);
    const ownId = String(fx.otherShopper.id);
    const requestArb = fc
      .record({
        target: fc.constantFrom(...targets),
        pathIds: fc.array(fc.oneof(fc.nat(60).map(String), fc.constantFrom('0', '-1', 'abc', '2147483648')), { minLength: 4, maxLength: 4 }),
        changePath: fc.boolean(),
        query,
        bearer: fc.boolean(),
        garbage: garbageToken,
        extra: extraHeaders,
      })
      .chain((draw) => bodyArb(draw.target.payload).map((body) => ({ ...draw, body })));

    await fc.assert(
      fc.asyncProperty(requestArb, async ({ target, pathIds, changePath, query: q, bearer, garbage, extra, body }) => {
        // Numbers in the path may change to other ids, never to the caller's own.
        let index = 0;
        const otherId = () => {
          const id = pathIds[index++ % pathIds.length]!;
          return id === ownId ? '0' : id;
        };
        const path = changePath ? target.url.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, () => `/${otherId()}`) : target.url;
        const authorization = target.actor === 'otherShopper' ? `${bearer ? 'Bearer ' : ''}${fx.otherShopper.token}` : garbage;
        const request = toSent(target.row.method, `${path}${path.includes('?') ? '' : q}`, body, { ...target.headers, ...extra, authorization });
        const response = await send(request);
        if (response.statusCode < 400 || response.statusCode >= 500) throw new Error(`not refused: ${describeRequest(request, response)}`);
      }),
      { numRuns: REFUSED_RUNS, seed: SEED, endOnFailure: true },
    );

    const after = await tableDigests(shop.db);
    // Only the abuse counters may move: a refused guess at a two-factor code is counted, so that guessing
    // ends (docs/product/rules.md#abuse-limits, docs/decisions/070). No shop data changes.
    expect(changedTables(before, after).filter((table) => table !== 'rate_limits'), 'tables changed by refused callers').toEqual([]);
  });

  test(`nothing answers 5xx, whoever asks and whatever they send (${ANY_RUNS} requests), and the shop keeps answering`, async () => {
    // Real requests (from the access table) to start from, so the fuzz also gets past validation.
    const templates = new Map<string, unknown>();
    const examples: { route: { method: string; url: string }; url: string; headers: Record<string, string> }[] = [];
    for (const row of rows) {
      const request = await row.request(fx);
      if (request.payload !== undefined) templates.set(`${row.method} ${row.route}`, request.payload);
      examples.push({ route: { method: row.method, url: row.route }, url: request.url, headers: request.headers ?? {} });
    }
    const routes = shop.app.routeList.filter((route) => !route.url.includes('*'));
    const ids = [fx.shopper.id, fx.otherShopper.id, 1, 2, 3, 5, 8].map(String);
    const segment = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ids) },
      { weight: 2, arbitrary: fc.integer({ min: -5, max: 100_000 }).map(String) },
      { weight: 2, arbitrary: weirdText.map(encode) },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(encode) },
      { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%', '%ED%A0%80', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(400), 'monstera.webp', 'placeholder-lq_1.webp', 'x.jpg') },
    );
    const pathArb = fc.oneof(
      {
        weight: 5,
        arbitrary: fc
          .tuple(fc.constantFrom(...routes), fc.array(segment, { minLength: 4, maxLength: 4 }))
          .map(([route, values]) => {
            let index = 0;
            return { route, url: route.url.replace(/:[A-Za-z]+/g, () => values[index++]!), headers: {} as Record<string, string> };
          }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom('/api/', '/', '/images/', '/pay/', '/api/users/', '/assets/'), fc.array(segment, { maxLength: 4 }))
          .map(([prefix, parts]) => ({ route: undefined, url: `${prefix}${parts.join('/')}`, headers: {} })),
      },
      { weight: 4, arbitrary: fc.constantFrom(...examples) },
    );
    const actors = fc.constantFrom<'anonymous' | 'garbage' | 'shopper' | 'otherShopper' | 'admin'>('anonymous', 'garbage', 'shopper', 'otherShopper', 'admin');
    const fuzzed = fc
      .record({ target: pathArb, method: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'), { freq: 5 }), query, actor: actors, garbage: garbageToken, extra: extraHeaders })
      .chain((draw) => bodyArb(draw.target.route && templates.get(`${draw.target.route.method} ${draw.target.route.url}`)).map((body) => ({ ...draw, body })));
    // A third are real requests, as the admin or a shopper would send them, so the fuzz also
    // reaches the writes behind validation and access checks and the data keeps changing.
    const intended = fc
      .record({ target: fc.constantFrom(...examples), actor: fc.constantFrom('admin', 'shopper', 'anonymous') })
      .map(({ target, actor }) => ({
        target,
        actor,
        method: null,
        query: '',
        garbage: '',
        extra: {},
        body: templates.has(`${target.route.method} ${target.route.url}`)
          ? ({ kind: 'json', value: templates.get(`${target.route.method} ${target.route.url}`) } as Body)
          : ({ kind: 'none' } as Body),
      }));
    const requestArb = fc.oneof({ weight: 2, arbitrary: fuzzed }, { weight: 1, arbitrary: intended });

    // Every 5xx, one example per endpoint, so a run reports them all rather than the first.
    const failures = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(requestArb, async ({ target, method, query: q, actor, garbage, extra, body }) => {
        const token = actor === 'anonymous' ? undefined : actor === 'garbage' ? garbage : fx[actor].token;
        const request = toSent(method ?? target.route?.method ?? 'GET', `${target.url}${target.url.includes('?') ? '' : q}`, body, { ...extra, ...target.headers, ...(token ? { authorization: token } : {}) });
        const response = await send(request);
        if (request.method === 'DELETE' && request.url.startsWith('/api/auth') && response.statusCode === 204) {
          // That logged the caller out: sign everyone in again, so the fuzz keeps reaching the writes.
          fx.shopper = { ...fx.shopper, token: await createSession({ db: shop.db, userId: fx.shopper.id }) };
          fx.otherShopper = { ...fx.otherShopper, token: await createSession({ db: shop.db, userId: fx.otherShopper.id }) };
          fx.admin = { id: 0, token: await adminToken(shop) };
        }
        if (response.statusCode >= 500) {
          const where = `${request.method} ${target.route?.url ?? target.url.split('?')[0]}`;
          if (!failures.has(where)) failures.set(where, describeRequest(request, response));
        }
      }),
      { numRuns: ANY_RUNS, seed: SEED },
    );
    expect(failures.size, `requests answered with 5xx (one per endpoint):\n${[...failures.values()].join('\n')}`).toBe(0);

    expect((await send({ method: 'GET', url: '/healthz', headers: {} })).statusCode).toBe(200);
    const catalogue = await send({ method: 'GET', url: '/api/products', headers: {} });
    expect(catalogue.statusCode).toBe(200);
    const product = (catalogue.json() as { id: number; qty: number }[]).find((p) => p.qty > 0)!;
    const order = await shop.request({ method: 'POST', url: '/api/orders', payload: {
      name: { firstName: 'After', lastName: 'Fuzz' },
      address: { street1: '1 Main Street', street2: '', city: 'Springfield', state: 'IL', zip: '62701' },
      userEmail: 'after@fuzz.test',
      cart: JSON.stringify([{ productId: product.id, qty: 1 }]),
      currencyId: 1,
    } });
    expect(order.statusCode, order.body).toBe(201);
    const placed = order.json() as { checkoutToken: string };
    const checkout = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order.json(), headers: { 'x-checkout-token': placed.checkoutToken } });
    expect(checkout.statusCode, checkout.body).toBe(200);
  });
});
