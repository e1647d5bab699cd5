import { errorBody } from '@shop/shared/common';
import { cartRestore, cartRestoreRequest, reminderSettings, reminderSettingsView } from '@shop/shared/checkout-reminders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { unsubscribeLinkRoutes } from '../../unsubscribe-link.ts';
import { readReminderSettingsView, saveReminderSettings } from './reminder-settings.ts';
import { restoreCart } from './restore-cart.ts';
import { findReminderRecipient, stopCheckoutReminders } from './stop-checkout-reminders.ts';

const tags = ['checkout reminders'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** One reminder for an unpaid checkout (decision 072): the owner's settings, the link's cart, the unsubscribe link. */
export async function checkoutReminderRoutes(app: FastifyInstance, { db, config, clock, storeSettings }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/checkout-reminders/settings',
    { onRequest: adminOnly, schema: { tags, summary: 'The checkout reminder settings, and whether the shop has the postal address they need', response: { 200: reminderSettingsView, ...errors } } },
    async () => readReminderSettingsView({ db }),
  );

  r.put(
    '/api/admin/checkout-reminders/settings',
    { onRequest: adminOnly, schema: { tags, summary: 'Turns checkout reminders on or off and picks the promo code they name', body: reminderSettings, response: { 200: reminderSettingsView, ...errors } } },
    async (request) => saveReminderSettings({ db, input: { ...request.body, now: clock.now() } }),
  );

  r.post(
    '/api/checkout-reminders/cart',
    { schema: { tags, summary: "The cart an unpaid order's reminder link rebuilds, with today's stock and prices", body: cartRestoreRequest, response: { 200: cartRestore, 400: errorBody, 404: errorBody } } },
    async (request) => restoreCart({ db, config, input: { ...request.body, now: clock.now() } }),
  );

  // The unsubscribe link in every reminder (RFC 8058 one-click, and a page with one button).
  await unsubscribeLinkRoutes(app, {
    path: '/checkout-reminders/unsubscribe',
    shop: async () => ({ url: config.publicUrl, name: (await storeSettings.current()).shop.name }),
    wording: {
      emails: 'checkout reminders',
      willStop: 'No more reminders of an unpaid checkout will go to',
      stopped: 'No more checkout reminders will go to',
      unknownLink: { text: 'It may have been cut short by your mail app.', path: '/', label: 'Back to the shop' },
    },
    find: (token) => findReminderRecipient({ db, input: { token } }),
    stop: async (token, log) => {
      const stopped = await stopCheckoutReminders({ db, input: { token, now: clock.now() } });
      if (stopped) log.info('checkout reminders stopped by their unsubscribe link');
      return stopped;
    },
  });
}
