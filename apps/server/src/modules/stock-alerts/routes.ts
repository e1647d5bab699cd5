import { errorBody, idParam } from '@shop/shared/common';
import { stockAlertAnswer, stockAlertRequest, waitingCount } from '@shop/shared/stock-alerts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { emailLinkRoutes, sendHtml } from '../../html-page.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { getProduct } from '../catalog/index.ts';
import { confirmedPage, confirmPage, expiredLinkPage } from './confirm-page.ts';
import { confirmStockAlert, findStockAlertLink } from './confirm-stock-alert.ts';
import { countWaiting } from './count-waiting.ts';
import { requestStockAlert } from './request-stock-alert.ts';
import { sendStockAlerts } from './send-stock-alerts.ts';
import { watchRestocks } from './watch-restocks.ts';

const tags = ['stock alerts'];
const tokenParam = z.object({ token: z.string().max(200) });

/** "Email me when it's back": asking, confirming by link, the owner's count of who waits; and the restock watch. */
export async function stockAlertRoutes(app: FastifyInstance, { db, database, config, clock, mailer, storeSettings }: AppContext): Promise<void> {
  const shop = async () => ({ url: config.publicUrl, name: (await storeSettings.current()).shop.name });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const watch = await watchRestocks({ database, config, log: app.log, mailer, clock });
  app.addHook('onClose', () => watch.close());

  r.post(
    '/api/products/:id/stock-alerts',
    {
      schema: {
        tags,
        summary: "Email me when this sold-out plant is back: a guest's address is confirmed by email first; a signed-in customer's own at once",
        params: idParam,
        body: stockAlertRequest,
        response: { 200: stockAlertAnswer, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) =>
      requestStockAlert({
        db,
        config,
        log: request.log,
        mailer,
        user: request.user,
        input: { productId: request.params.id, variantId: request.body.variantId, email: request.body.email, ip: request.ip, now: clock.now() },
      }),
  );

  r.get(
    '/api/admin/stock-alerts',
    { onRequest: adminOnly, schema: { tags, summary: 'How many confirmed addresses wait for each product', response: { 200: z.array(waitingCount), 401: errorBody, 403: errorBody } } },
    async () => countWaiting({ db }),
  );

  // The link in a guest's confirmation email: GET shows a button, POST confirms (no log-in needed).
  await emailLinkRoutes(app, (scope) => {
    const p = scope.withTypeProvider<ZodTypeProvider>();
    p.get('/stock-alerts/confirm/:token', { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
      const link = await findStockAlertLink({ db, input: { token: request.params.token, now: clock.now() } });
      if (!link) return sendHtml(reply, 404, expiredLinkPage({ shop: await shop() }));
      const plant = await getProduct({ db, id: link.productId });
      if (link.state !== 'unconfirmed') return sendHtml(reply, 200, confirmedPage({ shop: await shop(), plant, email: link.email, state: link.state }));
      return sendHtml(reply, 200, confirmPage({ shop: await shop(), plant, email: link.email, action: `/stock-alerts/confirm/${request.params.token}` }));
    });
    p.post('/stock-alerts/confirm/:token', { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
      const link = await confirmStockAlert({ db, input: { token: request.params.token, now: clock.now() } });
      if (!link || link.state === 'unconfirmed') return sendHtml(reply, 404, expiredLinkPage({ shop: await shop() }));
      const plant = await getProduct({ db, id: link.productId });
      // Back already (it came back before the address was confirmed): the alert goes now.
      if ((plant.variants.find((variant) => variant.id === link.variantId)?.qty ?? 0) > 0) {
        await sendStockAlerts({ db, config, log: request.log, mailer, now: clock.now(), variantIds: [link.variantId] });
      }
      return sendHtml(reply, 200, confirmedPage({ shop: await shop(), plant, email: link.email, state: link.state }));
    });
  });
}
