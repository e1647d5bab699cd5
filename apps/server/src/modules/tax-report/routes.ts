import { errorBody } from '@shop/shared/common';
import { nexusStateParam, nexusThreshold, nexusThresholdInput, taxReport, taxReportQuery } from '@shop/shared/tax-report';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { getTaxReport } from './get-tax-report.ts';
import { listNexusThresholds, saveNexusThreshold } from './nexus-thresholds.ts';
import { csvFileName, taxReportCsv } from './tax-report-csv.ts';

const tags = ['tax'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody };

export async function taxReportRoutes(app: FastifyInstance, { db, clock }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/tax-report',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Sales tax collected and refunded per ship-to state and UTC month, and each state beside its economic-nexus threshold',
        querystring: taxReportQuery,
        response: { 200: taxReport, ...adminErrors },
      },
    },
    async (request) => (await getTaxReport({ db, input: { now: clock.now(), months: request.query.months } })).report,
  );

  r.get(
    '/api/admin/tax-report.csv',
    {
      onRequest: adminOnly,
      schema: { tags, summary: 'The tax report as CSV: one row per month per state', querystring: taxReportQuery, response: { 200: z.string(), ...adminErrors } },
    },
    async (request, reply) => {
      const { report, ledger } = await getTaxReport({ db, input: { now: clock.now(), months: request.query.months } });
      const name = csvFileName(new Date(report.from), new Date(report.to));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type('text/csv; charset=utf-8')
        .send(taxReportCsv(ledger));
    },
  );

  r.get(
    '/api/admin/nexus-thresholds',
    { onRequest: adminOnly, schema: { tags, summary: "Each state's economic-nexus threshold as the shop keeps it", response: { 200: z.array(nexusThreshold), ...adminErrors } } },
    async () => listNexusThresholds({ db }),
  );

  r.put(
    '/api/admin/nexus-thresholds/:state',
    {
      onRequest: adminOnly,
      schema: { tags, summary: "Corrects a state's economic-nexus threshold", params: nexusStateParam, body: nexusThresholdInput, response: { 200: nexusThreshold, ...adminErrors } },
    },
    async (request) => saveNexusThreshold({ db, state: request.params.state, input: request.body }),
  );
}
