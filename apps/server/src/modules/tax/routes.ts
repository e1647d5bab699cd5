import { errorBody } from '@shop/shared/common';
import { taxState, taxStateInput, taxStateParam } from '@shop/shared/tax';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { listTaxStates, removeTaxState, saveTaxState } from './tax-states.ts';

const tags = ['tax'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export async function taxRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/tax-states',
    { onRequest: adminOnly, schema: { tags, summary: 'The states where the shop collects sales tax', response: { 200: z.array(taxState), ...adminErrors } } },
    async () => listTaxStates({ db }),
  );

  r.put(
    '/api/admin/tax-states/:state',
    { onRequest: adminOnly, schema: { tags, params: taxStateParam, body: taxStateInput, response: { 200: taxState, ...adminErrors } } },
    async (request) => saveTaxState({ db, state: request.params.state, input: request.body }),
  );

  r.delete(
    '/api/admin/tax-states/:state',
    { onRequest: adminOnly, schema: { tags, params: taxStateParam, response: { 204: z.null(), ...adminErrors } } },
    async (request, reply) => {
      await removeTaxState({ db, state: request.params.state });
      return reply.status(204).send(null);
    },
  );
}
