import { errorBody } from '@shop/shared/common';
import { MAX_ZIP_TABLE_BYTES, taxState, taxStateInput, taxStateParam, zipRatesReport, zipRatesUpload } from '@shop/shared/tax';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { loadZipRates } from './load-zip-rates.ts';
import { removeZipRates } from './remove-zip-rates.ts';
import { listTaxStates, removeTaxState, saveTaxState } from './tax-states.ts';

const tags = ['tax'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export async function taxRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/tax-states',
    { onRequest: adminOnly, schema: { tags, summary: 'The states where the shop collects sales tax, with their ZIP tables', response: { 200: z.array(taxState), ...adminErrors } } },
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

  r.post(
    '/api/admin/tax-states/:state/zip-rates',
    {
      onRequest: adminOnly,
      // The CSV travels as a JSON string: escaped quotes and line ends make it up to a third longer.
      bodyLimit: Math.ceil(MAX_ZIP_TABLE_BYTES * 1.5),
      schema: {
        tags,
        summary: "Checks (dryRun, the default) or loads a state's ZIP rate table, replacing its previous one; nothing is loaded while a row is refused",
        params: taxStateParam,
        body: zipRatesUpload,
        response: { 200: zipRatesReport, ...adminErrors, 409: errorBody, 413: errorBody },
      },
    },
    async (request) => loadZipRates({ db, state: request.params.state, input: request.body }),
  );

  r.delete(
    '/api/admin/tax-states/:state/zip-rates',
    { onRequest: adminOnly, schema: { tags, summary: "Removes a state's ZIP rate table: its own rate applies again", params: taxStateParam, response: { 204: z.null(), ...adminErrors } } },
    async (request, reply) => {
      await removeZipRates({ db, state: request.params.state });
      return reply.status(204).send(null);
    },
  );
}
