import { careReminder } from '@shop/shared/care-reminders';
import { errorBody, id } from '@shop/shared/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { selfOrAdmin } from '../../plugins/auth.ts';
import { unsubscribeLinkRoutes } from '../../unsubscribe-link.ts';
import { listCareReminders } from './list-care-reminders.ts';
import { stopCarePlan } from './stop-care-plan.ts';
import { findCareRecipient, stopCareEmails } from './stop-care-emails.ts';

const tags = ['care'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Care emails: the account hub's list and stop, and the unsubscribe link every care email carries. */
export async function careRoutes(app: FastifyInstance, { db, config, clock, storeSettings }: AppContext): Promise<void> {
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

  // The link in every care email (RFC 8058 one-click, and a page with one button).
  await unsubscribeLinkRoutes(app, {
    path: '/care/unsubscribe',
    shop: async () => ({ url: config.publicUrl, name: (await storeSettings.current()).shop.name }),
    wording: {
      emails: 'care emails',
      willStop: 'No more care tips or watering reminders will go to',
      stopped: 'No more care emails will go to',
      afterStopped: 'If you tick “Email me care tips for these plants” with a later order, you will get them for that order.',
      unknownLink: { text: 'It may have been cut short by your mail app. Signed-in customers can also stop care emails from their account.', path: '/account', label: 'Your account' },
    },
    find: (token) => findCareRecipient({ db, input: { token } }),
    stop: async (token, log) => {
      const stopped = await stopCareEmails({ db, input: { token, now: clock.now() } });
      if (stopped) log.info({ stopped: stopped.stopped }, 'care emails stopped by their unsubscribe link');
      return stopped;
    },
  });
}
