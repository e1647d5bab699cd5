import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { completeOrder } from '../orders/complete-order.ts';
import { type CardField, type CardForm, cardFormOf, checkTestCard } from './card-check.ts';
import { findPaySession, type PaySession } from './find-pay-session.ts';

export type PayOutcome =
  | { kind: 'missing' }
  | { kind: 'paid'; redirect: string }
  | { kind: 'closed'; session: PaySession }
  | { kind: 'refused'; status: 400 | 402; session: PaySession; message: string; field?: CardField | undefined; values: CardForm };

/** POST /pay/:sessionId: the card is checked; 4242... pays and completes the order (once). */
export async function payWithTestCard({
  db,
  config,
  log,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  input: { sessionId: string; form: unknown };
}): Promise<PayOutcome> {
  const session = await findPaySession({ db, config, input });
  if (!session) return { kind: 'missing' };
  if (session.status === 'paid') return { kind: 'paid', redirect: session.successUrl };
  if (session.status === 'expired') return { kind: 'closed', session };
  const values = cardFormOf(input.form);
  const check = checkTestCard(values, new Date());
  if (!check.ok) return { kind: 'refused', status: check.status, session, message: check.message, field: check.field, values };
  const { outcome } = await completeOrder({ db, config, log, input: { orderId: session.orderId, sessionId: session.sessionId } });
  if (outcome === 'session-closed') return { kind: 'closed', session };
  return { kind: 'paid', redirect: session.successUrl };
}
