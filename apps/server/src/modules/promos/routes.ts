import { errorBody, idParam } from '@shop/shared/common';
import { promo, promoInput } from '@shop/shared/promos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { createPromo } from './create-promo.ts';
import { deletePromo } from './delete-promo.ts';
import { findActivePromo } from './find-active-promo.ts';
import { getPromo } from './get-promo.ts';
import { limitPromoLookups } from './limit-promo-lookups.ts';
import { listPromos } from './list-promos.ts';
import { updatePromo } from './update-promo.ts';

const tags = ['promos'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export async function promoRoutes(app: FastifyInstance, { db, clock }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/promos/byName/:name',
    {
      schema: {
        tags,
        summary: 'The active promo with that name (case-insensitive), else 404',
        params: z.object({ name: z.string().max(100) }),
        response: { 200: promo, 404: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await limitPromoLookups({ db, ip: request.ip });
      const found = await findActivePromo({ db, input: { name: request.params.name, now: clock.now() } });
      if (!found) throw new NotFound('Promo');
      return found;
    },
  );

  r.get('/api/promos', { onRequest: adminOnly, schema: { tags, response: { 200: z.array(promo), ...adminErrors } } }, async () =>
    listPromos({ db }),
  );

  r.get(
    '/api/promos/:id',
    { onRequest: adminOnly, schema: { tags, params: idParam, response: { 200: promo, ...adminErrors } } },
    async (request) => getPromo({ db, id: request.params.id }),
  );

  r.post(
    '/api/promos',
    { onRequest: adminOnly, schema: { tags, body: promoInput, response: { 201: promo, ...adminErrors } } },
    async (request, reply) => reply.status(201).send(await createPromo({ db, input: request.body })),
  );

  r.put(
    '/api/promos/:id',
    { onRequest: adminOnly, schema: { tags, params: idParam, body: promoInput, response: { 200: promo, ...adminErrors } } },
    async (request) => updatePromo({ db, id: request.params.id, input: request.body }),
  );

  r.delete(
    '/api/promos/:id',
    { onRequest: adminOnly, schema: { tags, params: idParam, response: { 204: z.null(), ...adminErrors } } },
    async (request, reply) => {
      await deletePromo({ db, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
