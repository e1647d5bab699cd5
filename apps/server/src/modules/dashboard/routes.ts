import { dashboard, salesChart, salesChartQuery } from '@shop/shared/admin';
import { claimRates } from '@shop/shared/claims';
import { errorBody } from '@shop/shared/common';
import { ledgerPage, ledgerQuery } from '@shop/shared/stock-ledger';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { getClaimRates } from './claim-rates.ts';
import { getDashboard } from './get-dashboard.ts';
import { getSalesChart } from './get-sales-chart.ts';
import { listStockMovements } from './list-stock-movements.ts';

export async function dashboardRoutes(app: FastifyInstance, { db, clock, config }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Paid orders and sales today and this month (the shop's time zone), orders to ship and low-stock products",
        response: { 200: dashboard, 401: errorBody, 403: errorBody },
      },
    },
    async () => getDashboard({ db, now: clock.now(), fallbackThreshold: config.lowStockThreshold }),
  );

  // The sales chart (decision 050).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard/sales',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Orders, sales and average order value for each of the shop's last 30 days or 12 months, and the best-selling plants",
        querystring: salesChartQuery,
        response: { 200: salesChart, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => getSalesChart({ db, now: clock.now(), by: request.query.by }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/stock-movements',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'The stock ledger, newest first: every change of a count, its cause, reason, note and who made it; by SKU, cause or reason',
        querystring: ledgerQuery,
        response: { 200: ledgerPage, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listStockMovements({ db, query: request.query }),
  );

  // The arrival guarantee's claim rates (decision 042).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard/claim-rates',
    {
      onRequest: adminOnly,
      schema: { tags: ['admin'], summary: 'Claimed over shipped plants, per plant and per claim reason, the last 90 days', response: { 200: claimRates, 401: errorBody, 403: errorBody } },
    },
    async () => getClaimRates({ db, now: clock.now() }),
  );
}
