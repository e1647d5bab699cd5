import { errorBody } from '@shop/shared/common';
import { ownerNotifications, ownerNotificationsView } from '@shop/shared/owner-notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings.ts';

const tags = ['settings'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Admin > Settings > Notifications (docs/decisions/051-the-owner-is-told.md). */
export async function notificationRoutes(app: FastifyInstance, { db, clock }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/settings/notifications',
    { onRequest: adminOnly, schema: { tags, summary: "The owner's emails: which events, to whom, and the morning summary", response: { 200: ownerNotificationsView, ...adminErrors } } },
    async () => readNotificationSettings({ db }),
  );

  r.put(
    '/api/admin/settings/notifications',
    {
      onRequest: adminOnly,
      schema: { tags, summary: "Save the owner's emails: the switches, extra addresses and the morning summary", body: ownerNotifications, response: { 200: ownerNotificationsView, ...adminErrors } },
    },
    async (request) => saveNotificationSettings({ db, input: request.body, now: clock.now() }),
  );
}
