import { ORDER_KEY_HEADER, orderStatusView, packingSlip } from '@shop/shared/after-sale';
import { errorBody, id, idParam } from '@shop/shared/common';
import { adminOrderQuery, adminOrderSummary, orderDetailLine, orderSummary } from '@shop/shared/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly, selfOrAdmin } from '../../plugins/auth.ts';
import { authorizeOrderStatus } from './authorize-order-status.ts';
import { getOrderStatus } from './get-order-status.ts';
import { getPackingSlips } from './get-packing-slips.ts';
import { getUserOrderDetail } from './get-user-order-detail.ts';
import { listOrders } from './list-orders.ts';
import { readShopTimeZone } from '../settings/index.ts';
import { localDayAndHour } from '@shop/shared/ship-dates';
import { listUserOrders } from './list-user-orders.ts';

const tags = ['orders'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

const orderIdParam = z.object({ orderId: id });

export async function orderRoutes(app: FastifyInstance, { db, config, clock }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
    async (request) => {
      const { status, shipToday } = request.query;
      // "Ship today" is the shop's today, on its own calendar (decision 044).
      const today = shipToday === 'true' ? localDayAndHour(clock.now(), await readShopTimeZone({ db })).date : undefined;
      return listOrders({ db, input: { status, safeToShipOn: today } });
    },
  );

  r.get(
    '/api/orders/:orderId/status',
    {
      schema: {
        tags,
        summary: `The order's status page: its owner, an admin, or anyone with the key of its emailed link (header ${ORDER_KEY_HEADER})`,
        params: orderIdParam,
        response: { 200: orderStatusView, ...errors },
      },
    },
    async (request, reply) => {
      const header = request.headers[ORDER_KEY_HEADER];
      const orderKey = typeof header === 'string' && header !== '' && header.length <= 200 ? header : null;
      await authorizeOrderStatus({ db, config, caller: { user: request.user, orderKey }, input: request.params });
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return getOrderStatus({ db, input: request.params });
    },
  );

  r.get(
    '/api/packing-slips',
    { onRequest: adminOnly, schema: { tags, summary: 'A packing slip for every order that may ship today, oldest first', response: { 200: z.array(packingSlip), ...errors } } },
    async () => getPackingSlips({ db, input: { now: clock.now() } }),
  );

  r.get(
    '/api/packing-slips/:orderId',
    { onRequest: adminOnly, schema: { tags, summary: "One paid order's packing slip (a gift's shows no prices)", params: orderIdParam, response: { 200: packingSlip, ...errors } } },
    async (request) => (await getPackingSlips({ db, input: { ...request.params, now: clock.now() } }))[0]!,
  );
}
