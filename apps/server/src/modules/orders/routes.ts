import { errorBody, id, idParam } from '@shop/shared/common';
import { MSG } from '@shop/shared/messages';
import {
  adminOrder,
  adminOrderQuery,
  adminOrderSummary,
  CHECKOUT_TOKEN_HEADER,
  orderCheckout,
  orderCreate,
  orderDetailLine,
  orderStatusUpdate,
  orderSummary,
  placedOrder,
} from '@shop/shared/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly, selfOrAdmin } from '../../plugins/auth.ts';
import { getOrder } from './get-order.ts';
import { getUserOrderDetail } from './get-user-order-detail.ts';
import { listOrders } from './list-orders.ts';
import { listUserOrders } from './list-user-orders.ts';
import type { OrderCaller } from './order-access.ts';
import { placeOrder } from './place-order.ts';
import { refreshOrderStatus } from './refresh-order-status.ts';
import { shipOrder } from './ship-order.ts';
import { startCheckout } from './start-checkout.ts';

const tags = ['orders'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const orderIdParam = z.object({ orderId: id });
// Any promo text that is not a usable code answers SPEC's 'Invalid promo code'.
const orderBody = orderCreate.extend({ promoCode: z.string({ error: MSG.invalidPromo }).trim().max(40, MSG.invalidPromo).nullish() });

function callerOf(request: FastifyRequest): OrderCaller {
  const header = request.headers[CHECKOUT_TOKEN_HEADER];
  const token = typeof header === 'string' ? header.trim() : '';
  return { user: request.user, checkoutToken: token !== '' && token.length <= 200 ? token : null };
}

export async function orderRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'Places a pending order priced by the server and holds its stock; answers a secret checkoutToken',
        body: orderBody,
        response: { 201: placedOrder, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await placeOrder({ db, user: request.user, input: request.body })),
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
      const url = await startCheckout({ db, config, log: request.log, caller: callerOf(request), input: request.body });
      // Fastify sends a string as it is; SPEC's client reads a JSON string, so it is encoded here.
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
        response: { 200: orderSummary, ...errors },
      },
    },
    async (request) =>
      refreshOrderStatus({
        db,
        config,
        log: request.log,
        caller: callerOf(request),
        input: { orderId: request.params.orderId, status: request.body.status },
      }),
  );

  r.get(
    '/api/users/:id/orders',
    { onRequest: selfOrAdmin, schema: { tags, params: idParam, response: { 200: z.array(orderSummary), ...errors } } },
    async (request) => listUserOrders({ db, input: { userId: request.params.id } }),
  );

  r.get(
    '/api/users/:userId/orders/:orderId',
    {
      onRequest: selfOrAdmin,
      schema: { tags, params: z.object({ userId: id, orderId: id }), response: { 200: z.array(orderDetailLine), ...errors } },
    },
    async (request) => getUserOrderDetail({ db, input: request.params }),
  );

  r.get(
    '/api/orders',
    { onRequest: adminOnly, schema: { tags, querystring: adminOrderQuery, response: { 200: z.array(adminOrderSummary), ...errors } } },
    async (request) => listOrders({ db, input: request.query }),
  );

  r.get(
    '/api/orders/:orderId',
    { onRequest: adminOnly, schema: { tags, params: orderIdParam, response: { 200: adminOrder, ...errors } } },
    async (request) => getOrder({ db, input: request.params }),
  );

  r.put(
    '/api/orders/:orderId/ship',
    { onRequest: adminOnly, schema: { tags, summary: 'Marks a paid order shipped', params: orderIdParam, response: { 200: adminOrder, ...errors } } },
    async (request) => shipOrder({ db, input: request.params }),
  );
}
