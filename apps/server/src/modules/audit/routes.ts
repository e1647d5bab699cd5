import { auditEvent, auditQuery } from '@shop/shared/audit';
import { errorBody } from '@shop/shared/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { listAudit } from './list-audit.ts';

/** The activity log, read-only: no route edits or deletes a record (docs/decisions/065-one-audit-of-a-bulk-edit.md). */
export async function auditRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/activity',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          "The newest 200 records of the owner's changes, of one kind or all: who, what, before and after, when, from where (admin)",
        querystring: auditQuery,
        response: { 200: z.array(auditEvent), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listAudit({ db, kind: request.query.kind }),
  );
}
