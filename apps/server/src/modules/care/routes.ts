import { careReminder } from '@shop/shared/care-reminders';
import { errorBody, id } from '@shop/shared/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { selfOrAdmin } from '../../plugins/auth.ts';
import { listCareReminders } from './list-care-reminders.ts';
import { stopCarePlan } from './stop-care-plan.ts';
import { findCareRecipient, stopCareEmails } from './stop-care-emails.ts';
import { unknownLinkPage, unsubscribedPage, unsubscribePage } from './unsubscribe-page.ts';

const tags = ['care'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tokenParam = z.object({ token: z.string().max(200) });

function html(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** Care emails: the account hub's list and stop, and the unsubscribe link every care email carries. */
export async function careRoutes(app: FastifyInstance, { db, config, clock }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/:id/care-reminders',
    { onRequest: selfOrAdmin, schema: { tags, summary: "The customer's care emails, one entry per order", params: z.object({ id }), response: { 200: z.array(careReminder), ...errors } } },
    async (request) => listCareReminders({ db, input: { userId: request.params.id } }),
  );

  r.delete(
    '/api/users/:id/care-reminders/:planId',
    {
      onRequest: selfOrAdmin,
      schema: { tags, summary: "Stops one order's care emails; answers the list as it is now", params: z.object({ id, planId: id }), response: { 200: z.array(careReminder), ...errors } },
    },
    async (request) => stopCarePlan({ db, input: { userId: request.params.id, planId: request.params.planId, now: clock.now() } }),
  );

  // The link in every care email. GET shows a button (link checkers that open it stop nothing); POST
  // stops at once, whether from that button or from a mail app's one-click (RFC 8058), whatever its body.
  await app.register(async (page) => {
    page.removeAllContentTypeParsers();
    page.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null, undefined));
    const p = page.withTypeProvider<ZodTypeProvider>();
    p.get('/care/unsubscribe/:token', { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
      const found = await findCareRecipient({ db, input: request.params });
      if (!found) return html(reply, 404, unknownLinkPage({ shopUrl: config.publicUrl }));
      return html(reply, 200, unsubscribePage({ shopUrl: config.publicUrl, email: found.email, action: `/care/unsubscribe/${request.params.token}` }));
    });
    p.post('/care/unsubscribe/:token', { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
      const stopped = await stopCareEmails({ db, input: { token: request.params.token, now: clock.now() } });
      if (!stopped) return html(reply, 404, unknownLinkPage({ shopUrl: config.publicUrl }));
      request.log.info({ stopped: stopped.stopped }, 'care emails stopped by their unsubscribe link');
      return html(reply, 200, unsubscribedPage({ shopUrl: config.publicUrl, email: stopped.email }));
    });
  });
}
