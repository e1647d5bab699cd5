import formbody from '@fastify/formbody';
import { errorBody } from '@shop/shared/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { retryOrderConfirmations } from '../email/send-order-confirmation.ts';
import { findPaySession } from './find-pay-session.ts';
import { handleStripeEvent } from './handle-stripe-event.ts';
import { closedPage, missingPage, payFormPage } from './pay-page.ts';
import { payWithTestCard } from './pay-with-test-card.ts';
import { SWEEP_INTERVAL_MS, sweepExpired } from './sweep-expired.ts';

const sessionParam = z.object({ sessionId: z.string().min(1).max(100) });

function html(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

export async function paymentRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/pay/:sessionId', { schema: { hide: true, params: sessionParam } }, async (request, reply) => {
    const session = await findPaySession({ db, config, input: request.params });
    if (!session) return html(reply, 404, missingPage(config.publicUrl));
    if (session.status === 'paid') return reply.redirect(session.successUrl, 303);
    if (session.status === 'expired') return html(reply, 410, closedPage(session.view));
    return html(reply, 200, payFormPage(session.view));
  });

  r.post('/pay/:sessionId', { schema: { hide: true, params: sessionParam } }, async (request, reply) => {
    const outcome = await payWithTestCard({ db, config, log: request.log, input: { sessionId: request.params.sessionId, form: request.body } });
    switch (outcome.kind) {
      case 'missing':
        return html(reply, 404, missingPage(config.publicUrl));
      case 'paid':
        return reply.redirect(outcome.redirect, 303);
      case 'closed':
        return html(reply, 410, closedPage(outcome.session.view));
      case 'refused':
        return html(reply, outcome.status, payFormPage(outcome.session.view, outcome));
    }
  });

  // Stripe signs the exact bytes it sent, so this route alone keeps the body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe events (signed): a paid checkout completes its order, an expired one releases it',
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), 400: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return handleStripeEvent({
          db,
          config,
          log: request.log,
          input: {
            payload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: typeof signature === 'string' ? signature : undefined,
          },
        });
      },
    );
  });

  // Every minute on every instance: expired reservations give their stock back, and confirmation
  // emails that did not go out are tried again.
  const sweep = async () => {
    await sweepExpired({ db, config, log: app.log }).catch((error: unknown) => app.log.error({ err: error }, 'stock sweep failed'));
    await retryOrderConfirmations({ db, config, log: app.log }).catch((error: unknown) => app.log.error({ err: error }, 'email retry failed'));
  };
  let sweeping: Promise<void> | undefined;
  const timer = setInterval(() => {
    sweeping ??= sweep().finally(() => {
      sweeping = undefined;
    });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
