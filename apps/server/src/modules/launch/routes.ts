import { errorBody } from '@shop/shared/common';
import { launchChecklist } from '@shop/shared/launch';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminOnly, requireAdmin } from '../../plugins/auth.ts';
import { getLaunchChecklist } from './launch-checklist.ts';

/** The launch checklist on the admin's dashboard (docs/decisions/052-ready-to-open.md). */
export async function launchRoutes(app: FastifyInstance, { db, clock, config }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/launch-checklist',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'What stands between the shop and a real first order, each step with where to fix it (admin)',
        response: { 200: launchChecklist, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => getLaunchChecklist({ db, config, user: requireAdmin(request), now: clock.now() }),
  );
}
