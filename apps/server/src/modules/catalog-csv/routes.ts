import { importReport, importRequest, MAX_IMPORT_BYTES } from '@shop/shared/catalog-import';
import { errorBody } from '@shop/shared/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { exportCatalogue } from './export-catalogue.ts';
import { importCatalogue } from './import-catalogue.ts';

const tags = ['catalogue CSV'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody };
/** The admin screen's request must end within the server's 60 s: more pictures than this go through `npm run import`. */
export const MAX_SCREEN_FETCHES = 25;

/** The owner's Shopify product CSV (decision 040): a dry run or an import, all or nothing; and the export. */
export async function catalogCsvRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/catalog/import',
    {
      onRequest: adminOnly,
      // The CSV travels as a JSON string: escaped quotes and line ends make it up to a third longer.
      bodyLimit: Math.ceil(MAX_IMPORT_BYTES * 1.5),
      schema: {
        tags,
        summary:
          'Checks (dryRun, the default) or imports a Shopify product CSV; nothing is written while a row is refused',
        body: importRequest,
        response: { 200: importReport, ...adminErrors, 409: errorBody },
      },
    },
    async (request) =>
      importCatalogue({
        db,
        csv: request.body.csv,
        dryRun: request.body.dryRun,
        mapping: request.body.mapping,
        options: { baseUrl: config.publicUrl, maxFetches: MAX_SCREEN_FETCHES },
      }),
  );

  r.get(
    '/api/admin/catalog/export',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'The catalogue on sale as a Shopify product CSV',
        response: { 200: z.string(), ...adminErrors },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .header('cache-control', 'no-store')
        .send(await exportCatalogue({ db, baseUrl: config.publicUrl })),
  );
}
