import formbody from '@fastify/formbody';
import { errorBody, id } from '@shop/shared/common';
import { deliveryEstimate, deliveryQuery } from '@shop/shared/delivery';
import { cancelInput, refundInput, shipmentInput } from '@shop/shared/after-sale';
import { adminClaim, claimRefundInput, claimReplacementInput } from '@shop/shared/claims';
import { toCents } from '@shop/shared/money';
import { MSG } from '@shop/shared/messages';
import { adminOrder, CHECKOUT_TOKEN_HEADER, confirmedOrder, orderCheckout, orderCreate, orderQuote, orderQuoteRequest, orderStatusUpdate, placedOrder, weatherDecisionInput } from '@shop/shared/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sendHtml } from '../../html-page.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { limitOrderRate, type OrderCaller, refundRequestOf } from '../orders/index.ts';
import { closedPage, missingPage, payFormPage } from '../payments/index.ts';
import { getAdminOrder } from './get-admin-order.ts';
import { handleStripeEvent } from './handle-stripe-event.ts';
import { placeOrder } from './place-order.ts';
import { quoteOrder } from './quote-order.ts';
import { limitDeliveryChecks } from '../delivery/index.ts';
import { estimateDelivery } from './estimate-delivery.ts';
import { decideWeather } from './decide-weather.ts';
import { refundClaim, replaceClaim } from './decide-claim.ts';
import { limitPromoLookups } from '../promos/index.ts';
import { markDelivered } from './mark-delivered.ts';
import { findTestPayment, payWithTestCard } from './pay-with-test-card.ts';
import { refreshOrderStatus } from './refresh-order-status.ts';
import { refundOrder } from './refund-order.ts';
import { shipOrder } from './ship-order.ts';
import { startCheckout } from './start-checkout.ts';
import { taxByOf } from './price-order.ts';

const tags = ['orders'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const orderIdParam = z.object({ orderId: id });
const sessionParam = z.object({ sessionId: z.string().min(1).max(100) });
// Any promo text that is not a usable code answers docs/product's 'Invalid promo code'.
const orderBody = orderCreate.extend({ promoCode: z.string({ error: MSG.invalidPromo }).trim().max(40, MSG.invalidPromo).nullish() });

function callerOf(request: FastifyRequest): OrderCaller {
  const header = request.headers[CHECKOUT_TOKEN_HEADER];
  const token = typeof header === 'string' ? header.trim() : '';
  return { user: request.user, checkoutToken: token !== '' && token.length <= 200 ? token : null };
}

/** An order's life: placing it, paying (the provider's page, the test page, Stripe's webhook), its status, shipping, refunds, and a claim's replacement or refund (decision 066). */
export async function checkoutRoutes(app: FastifyInstance, { db, config, clock, payments, mailer, weather, storeSettings }: AppContext): Promise<void> {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'Places a pending order priced by the server and holds its stock; answers a secret checkoutToken',
        body: orderBody,
        response: { 201: placedOrder, ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      await limitOrderRate({ db, ip: request.ip, email: request.body.userEmail, limit: config.orderRateLimit });
      const client = { ip: request.ip, heldOrderLimit: config.pendingOrderLimit, now: clock.now(), taxBy: taxByOf(config) };
      return reply.status(201).send(await placeOrder({ db, weather, user: request.user, input: request.body, client }));
    },
  );

  r.post(
    '/api/orders/quote',
    {
      schema: {
        tags,
        summary: 'What the cart costs now with a promo code (subtotal, discount, shipping, total), priced as an order would be; holds nothing',
        body: orderQuoteRequest,
        response: { 200: orderQuote, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      // A code's answer says whether it exists: looked up no faster than at GET /api/promos/byName.
      if (request.body.promoCode?.trim()) await limitPromoLookups({ db, ip: request.ip });
      return quoteOrder({ db, weather, input: { ...request.body, now: clock.now(), taxBy: taxByOf(config) } });
    },
  );

  r.get(
    '/api/delivery',
    {
      schema: {
        tags,
        summary: 'When a parcel to a ZIP code would leave and arrive, and what the weather there means for these plants (decision 044)',
        querystring: deliveryQuery,
        response: { 200: deliveryEstimate, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      // Each check may ask the weather service about a new place: no client walks the map through us.
      await limitDeliveryChecks({ db, ip: request.ip });
      return estimateDelivery({ db, weather, input: { ...request.query, now: clock.now() } });
    },
  );

  r.post(
    '/api/orders/checkout',
    {
      schema: {
        tags,
        summary: 'Opens a payment session for a pending order; answers the payment page address (X-Checkout-Token or the owner\'s token)',
        body: orderCheckout,
        response: { 200: z.string(), ...errors, 502: errorBody },
      },
    },
    async (request, reply) => {
      const url = await startCheckout({ db, config, log: request.log, payments, mailer, caller: callerOf(request), input: { id: request.body.id, now: clock.now() } });
      // Fastify sends a string as it is; docs/product's client reads a JSON string, so it is encoded here.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(url));
    },
  );

  r.put(
    '/api/orders/:orderId',
    {
      schema: {
        tags,
        summary: 'Re-checks payment with the provider and answers the true status; status canceled cancels an unpaid order',
        params: orderIdParam,
        body: orderStatusUpdate,
        response: { 200: confirmedOrder, ...errors },
      },
    },
    async (request) =>
      refreshOrderStatus({
        db,
        config,
        log: request.log,
        payments,
        mailer,
        caller: callerOf(request),
        input: { orderId: request.params.orderId, status: request.body.status, now: clock.now() },
      }),
  );

  r.get(
    '/api/orders/:orderId',
    { onRequest: adminOnly, schema: { tags, params: orderIdParam, response: { 200: adminOrder, ...errors } } },
    async (request) => getAdminOrder({ db, input: request.params }),
  );

  r.put(
    '/api/orders/:orderId/ship',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "Ships a paid order with its carrier and tracking number (checked for the carrier; 'other' takes a tracking URL) and emails the customer once",
        params: orderIdParam,
        body: shipmentInput,
        response: { 200: adminOrder, ...errors },
      },
    },
    async (request) => shipOrder({ db, config, log: request.log, mailer, input: { orderId: request.params.orderId, ...request.body, now: clock.now() } }),
  );

  r.put(
    '/api/orders/:orderId/delivered',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Marks a shipped order delivered (the owner, or a tracking update): the arrival guarantee then counts from today',
        params: orderIdParam,
        response: { 200: adminOrder, ...errors },
      },
    },
    async (request) => markDelivered({ db, input: { orderId: request.params.orderId, now: clock.now(), by: request.user!.id } }),
  );

  r.post(
    '/api/orders/:orderId/weather',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "The owner decides a paid order's weather by hand: 'ships' (today, whatever the forecast) or 'held'; the order records who decided",
        params: orderIdParam,
        body: weatherDecisionInput,
        response: { 200: adminOrder, ...errors },
      },
    },
    async (request) => decideWeather({ db, input: { orderId: request.params.orderId, decision: request.body.decision, by: request.user!.id, now: clock.now() } }),
  );

  r.post(
    '/api/orders/:orderId/refunds',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Refunds a paid order through its payment provider: everything left, some units of some lines, or an amount; never more than was paid',
        params: orderIdParam,
        body: refundInput,
        response: { 200: adminOrder, ...errors, 502: errorBody },
      },
    },
    async (request) =>
      refundOrder({
        db,
        config,
        log: request.log,
        payments,
        mailer,
        input: {
          orderId: request.params.orderId,
          request: refundRequestOf(request.body),
          reason: request.body.reason,
          refundedBeforeCents: request.body.refundedBefore === undefined ? undefined : toCents(request.body.refundedBefore),
          now: clock.now(),
        },
      }),
  );

  r.post(
    '/api/orders/:orderId/cancel',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Cancels a paid order that has not shipped: refunds everything left, puts the plants back in stock, tells the customer',
        params: orderIdParam,
        body: cancelInput,
        response: { 200: adminOrder, ...errors, 502: errorBody },
      },
    },
    async (request) =>
      refundOrder({
        db,
        config,
        log: request.log,
        payments,
        mailer,
        input: { orderId: request.params.orderId, request: { kind: 'cancel', restock: true }, reason: request.body.reason, now: clock.now() },
      }),
  );

  r.post(
    '/api/claims/:claimId/replace',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['claims'],
        summary: 'Approves with a replacement: a $0 order of the same plant that holds stock and ships as usual, with a note the customer reads; once per claim',
        params: z.object({ claimId: id }),
        body: claimReplacementInput,
        response: { 200: adminClaim, ...errors },
      },
    },
    async (request) => replaceClaim({ db, config, log: request.log, mailer }, { claimId: request.params.claimId, note: request.body.note, now: clock.now() }),
  );

  r.post(
    '/api/claims/:claimId/refund',
    {
      onRequest: adminOnly,
      schema: { tags: ['claims'], summary: "Approves with a refund of the claimed plants through the order's payment provider", params: z.object({ claimId: id }), body: claimRefundInput, response: { 200: adminClaim, ...errors, 502: errorBody } },
    },
    async (request) => refundClaim({ db, config, log: request.log, mailer, payments }, { claimId: request.params.claimId, restock: request.body.restock, now: clock.now() }),
  );

  r.get('/pay/:sessionId', { schema: { hide: true, params: sessionParam } }, async (request, reply) => {
    const found = await findTestPayment({ db, config, payments, input: { sessionId: request.params.sessionId, now: clock.now() } });
    const { name } = (await storeSettings.current()).shop;
    if (!found) return sendHtml(reply, 404, missingPage(name, config.publicUrl));
    if (found.status === 'paid') return reply.redirect(found.successUrl, 303);
    if (found.status === 'expired') return sendHtml(reply, 410, closedPage(name, found.page));
    return sendHtml(reply, 200, payFormPage(name, found.page));
  });

  r.post('/pay/:sessionId', { schema: { hide: true, params: sessionParam } }, async (request, reply) => {
    const input = { sessionId: request.params.sessionId, form: request.body, now: clock.now() };
    const outcome = await payWithTestCard({ db, config, log: request.log, payments, mailer, input });
    const { name } = (await storeSettings.current()).shop;
    switch (outcome.kind) {
      case 'missing':
        return sendHtml(reply, 404, missingPage(name, config.publicUrl));
      case 'paid':
        return reply.redirect(outcome.redirect, 303);
      case 'closed':
        return sendHtml(reply, 410, closedPage(name, outcome.payment.page));
      case 'refused':
        return sendHtml(reply, outcome.status, payFormPage(name, outcome.payment.page, outcome));
    }
  });

  // Stripe signs the exact bytes it sent, so this route alone keeps the body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe events (signed): a paid checkout settles its order, an expired one releases it',
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), 400: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return handleStripeEvent({
          db,
          config,
          log: request.log,
          payments,
          mailer,
          input: {
            payload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: typeof signature === 'string' ? signature : undefined,
            now: clock.now(),
          },
        });
      },
    );
  });
}
