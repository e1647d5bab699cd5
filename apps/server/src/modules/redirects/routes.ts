import { errorBody, idParam } from '@shop/shared/common';
import { redirect, redirectImportReport, redirectImportRequest, redirectInput, MAX_REDIRECT_CSV_BYTES } from '@shop/shared/redirects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { importRedirects } from './import-redirects.ts';
import { addRedirect, deleteRedirect, listRedirects } from './manage-redirects.ts';

const tags = ['redirects'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Admin > Redirects (docs/decisions/060-addresses-that-survive-the-move.md): the owner's 301s and Shopify's CSV of them. */
export async function redirectRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/redirects',
    { onRequest: adminOnly, schema: { tags, summary: 'Every redirect, by the path it answers', response: { 200: z.array(redirect), ...adminErrors } } },
    async () => listRedirects({ db }),
  );

  r.post(
    '/api/admin/redirects',
    { onRequest: adminOnly, schema: { tags, summary: 'Adds a 301 from a path of this shop to another path of this shop', body: redirectInput, response: { 201: redirect, ...adminErrors, 409: errorBody } } },
    async (request, reply) => reply.status(201).send(await addRedirect({ db, input: request.body, publicUrl: config.publicUrl })),
  );

  r.delete(
    '/api/admin/redirects/:id',
    { onRequest: adminOnly, schema: { tags, params: idParam, response: { 204: z.null(), ...adminErrors, 404: errorBody } } },
    async (request, reply) => {
      await deleteRedirect({ db, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/admin/redirects/import',
    {
      onRequest: adminOnly,
      // The CSV travels as a JSON string: escaped quotes and line ends make it up to a third longer.
      bodyLimit: Math.ceil(MAX_REDIRECT_CSV_BYTES * 1.5),
      schema: {
        tags,
        summary: "Checks (dryRun, the default) or imports Shopify's URL-redirects CSV; refused rows are listed with their reasons and left out",
        body: redirectImportRequest,
        response: { 200: redirectImportReport, ...adminErrors },
      },
    },
    async (request) => importRedirects({ db, csv: request.body.csv, dryRun: request.body.dryRun, publicUrl: config.publicUrl }),
  );
}
