import { ORDER_KEY_HEADER, orderStatusView, packingSlip, shipmentInput } from '@shop/shared/after-sale';
import { errorBody, id, idParam } from '@shop/shared/common';
import { adminOrderPage, orderNoteInput, orderSearchQuery, orderTags, orderTagsInput } from '@shop/shared/order-search';
import { adminOrderQuery, adminOrderSummary, orderDetailLine, orderSummary } from '@shop/shared/orders';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly, requireAdmin, selfOrAdmin } from '../../plugins/auth.ts';
import { addOrderNote } from './add-order-note.ts';
import { correctOrderTracking } from './correct-order-tracking.ts';
import { exportOrdersCsv } from './export-orders-csv.ts';
import { searchOrders } from './search-orders.ts';
import { setOrderTags } from './set-order-tags.ts';
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

  // The order list at volume (decision 069): search, filters, pages by order number, and its CSV.
  const shopToday = (timeZone: string) => localDayAndHour(clock.now(), timeZone).date;
  r.get(
    '/api/admin/orders',
    {
      onRequest: adminOnly,
      schema: { tags, summary: 'A page of orders matching a search (order number, name, email, tracking) and filters, newest order number first', querystring: orderSearchQuery, response: { 200: adminOrderPage, ...errors } },
    },
    async (request) => searchOrders({ db, input: { ...request.query, today: shopToday } }),
  );

  r.get(
    '/api/admin/orders/export',
    { onRequest: adminOnly, schema: { tags, summary: 'The orders the search and filters match, as CSV: a row per line, with totals, tax and ship-to', querystring: orderSearchQuery, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const { before: _before, limit: _limit, ...query } = request.query;
      const day = localDayAndHour(clock.now(), 'UTC').date;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        // A stream goes out as it is read, never serialized: the schema's string is what the client receives.
        .send(Readable.from(exportOrdersCsv({ db, input: { ...query, today: shopToday } })) as unknown as string);
    },
  );

  r.post(
    '/api/orders/:orderId/notes',
    { onRequest: adminOnly, schema: { tags, summary: "The owner's note on an order: on the owner's timeline, never the customer's", params: orderIdParam, body: orderNoteInput, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await addOrderNote({ db, input: { ...request.params, note: request.body.note, by: requireAdmin(request).id, now: clock.now() } });
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/api/orders/:orderId/tags',
    { onRequest: adminOnly, schema: { tags, summary: "The owner's tags on an order, replaced as a whole", params: orderIdParam, body: orderTagsInput, response: { 200: orderTags, ...errors } } },
    async (request) => setOrderTags({ db, input: { ...request.params, tags: request.body.tags } }),
  );

  r.put(
    '/api/orders/:orderId/tracking',
    {
      onRequest: adminOnly,
      schema: { tags, summary: "Corrects a shipped parcel's carrier and tracking number: on the timeline and in the activity log", params: orderIdParam, body: shipmentInput, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      await correctOrderTracking({ db, input: { ...request.params, ...request.body, actor: { id: admin.id, email: admin.email }, address: request.ip, now: clock.now() } });
      return reply.status(204).send(null);
    },
  );
}
