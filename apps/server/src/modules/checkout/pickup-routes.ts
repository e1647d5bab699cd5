import { errorBody, id } from '@shop/shared/common';
import { adminOrder } from '@shop/shared/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { markPickedUp, markReady } from './pickup-orders.ts';

const tags = ['orders'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const orderIdParam = z.object({ orderId: id });

/** A pickup order's two moves (docs/decisions/067-local-pickup.md): made ready at its place, then collected. */
export async function pickupOrderRoutes(app: FastifyInstance, { db, config, clock, mailer }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/orders/:orderId/ready',
    {
      onRequest: adminOnly,
      schema: { tags, summary: 'Makes a paid pickup order ready at its place and emails the customer once, with the hours and what to bring', params: orderIdParam, response: { 200: adminOrder, ...errors } },
    },
    async (request) => markReady({ db, config, log: request.log, mailer, input: { orderId: request.params.orderId, now: clock.now(), by: request.user!.id } }),
  );

  r.put(
    '/api/orders/:orderId/picked-up',
    { onRequest: adminOnly, schema: { tags, summary: 'The customer collected a ready pickup order: it is closed', params: orderIdParam, response: { 200: adminOrder, ...errors } } },
    async (request) => markPickedUp({ db, input: { orderId: request.params.orderId, now: clock.now(), by: request.user!.id } }),
  );
}
