import { errorBody } from '@shop/shared/common';
import { customerImportReport, customerImportRequest, customerInvitations, MAX_CUSTOMER_IMPORT_BYTES } from '@shop/shared/customer-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { countInvitations, inviteImportedCustomers } from '../accounts/index.ts';
import { exportCustomers } from './export-customers.ts';
import { importCustomers } from './import-customers.ts';

const tags = ['customer CSV'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The owner's Shopify customer CSV (decision 062): a dry run or an import, all or nothing; the invitations; the export. */
export async function customersCsvRoutes(app: FastifyInstance, { db, config, clock, mailer }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/customers/import',
    {
      onRequest: adminOnly,
      // The CSV travels as a JSON string: escaped quotes and line ends make it up to a third longer.
      bodyLimit: Math.ceil(MAX_CUSTOMER_IMPORT_BYTES * 1.5),
      schema: {
        tags,
        summary: 'Checks (dryRun, the default) or imports a Shopify customer CSV; nothing is written while a row is refused',
        body: customerImportRequest,
        response: { 200: customerImportReport, ...adminErrors, 409: errorBody },
      },
    },
    async (request) => importCustomers({ db, csv: request.body.csv, dryRun: request.body.dryRun, now: clock.now() }),
  );

  r.get(
    '/api/admin/customers/invitations',
    { onRequest: adminOnly, schema: { tags, summary: 'The imported accounts: waiting for an invitation, invited, joined', response: { 200: customerInvitations, ...adminErrors } } },
    async () => ({ ...(await countInvitations({ db })), sent: 0 }),
  );

  r.post(
    '/api/admin/customers/invitations',
    {
      onRequest: adminOnly,
      schema: { tags, summary: 'Sends the next batch of invitations to choose a password', response: { 200: customerInvitations, ...adminErrors, 429: errorBody } },
    },
    async (request) => inviteImportedCustomers({ db, config, log: request.log, mailer, now: clock.now() }),
  );

  r.get(
    '/api/admin/customers/export',
    { onRequest: adminOnly, schema: { tags, summary: "The shoppers' accounts as a Shopify customer CSV", response: { 200: z.string(), ...adminErrors } } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .header('cache-control', 'no-store')
        .send(await exportCustomers({ db })),
  );
}
