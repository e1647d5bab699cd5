import { isPaid } from '@shop/shared/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Conflict } from '../../errors.ts';
import type { Mailer } from '../email/index.ts';
import { authorizeOrder, getOrderWithLines, type OrderCaller } from '../orders/index.ts';
import { extendHold, holdHasLapsed } from '../inventory/index.ts';
import { variantPictures } from '../catalog/index.ts';
import { openPaymentSession, type PaymentProviders } from '../payments/index.ts';
import { readShop } from '../settings/index.ts';
import { confirmationUrl } from './confirmation-url.ts';
import { endUnpaidOrder } from './end-unpaid-order.ts';
import { HOLD_GRACE_MS, RESERVATION_MS } from './place-order.ts';
import { settlePayment } from './settle-payment.ts';

const ALREADY_PAID = 'This order is already paid';
const EXPIRED = 'This order was canceled or has expired; please place it again';

/** The order's lines with the picture of what each bought, for the payment page (decision 032). */
async function withPictures<O extends { lines: readonly { variantId: number | null }[] }>(db: Db, publicUrl: string, order: O) {
  const pictures = await variantPictures({ db, variantIds: order.lines.map((line) => line.variantId) });
  const pictureOf = (variantId: number | null) => (variantId === null ? undefined : pictures.get(variantId));
  return { ...order, lines: order.lines.map((line) => ({ ...line, imageUrl: pictureOf(line.variantId) ? `${publicUrl}${pictureOf(line.variantId)}` : null })) };
}

/**
 * POST /api/orders/checkout: the payment page address for the caller's pending order, priced from the
 * order as the server stored it. No transaction or lock is held while the provider is asked (payments
 * claims the session's row first, so two checkouts of one order share one session); the order's hold on
 * its stock is extended to the session's end.
 */
export async function startCheckout({
  db,
  config,
  log,
  payments,
  mailer,
  caller,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  payments: PaymentProviders;
  mailer: Mailer;
  caller: OrderCaller;
  input: { id: number; now: Date };
}): Promise<string> {
  const { now } = input;
  const order = await authorizeOrder({ db, caller, input: { orderId: input.id, allowAdmin: false } });
  if (isPaid(order.status)) throw new Conflict(ALREADY_PAID);
  if (order.status === 'canceled') throw new Conflict(EXPIRED);
  if (await holdHasLapsed({ db, input: { orderId: order.id, now } })) {
    const { status } = await endUnpaidOrder({ db, config, log, payments, mailer, input: { orderId: order.id, reason: 'expired', now } });
    throw new Conflict(status === 'complete' ? ALREADY_PAID : EXPIRED);
  }
  const completeUrl = confirmationUrl(config.publicUrl, order.id, 'complete');
  if (order.finalCents === 0) {
    // A fully discounted order has nothing to pay.
    await settlePayment({ db, config, log, mailer, input: { orderId: order.id, payment: null, now } });
    return completeUrl;
  }

  // The hold lasts 30 minutes from the order and a new payment page may stretch it a little, never more.
  const holdEnd = new Date(order.createdAt.getTime() + RESERVATION_MS + HOLD_GRACE_MS);
  const session = await openPaymentSession({
    db,
    payments,
    input: {
      order: { ...(await withPictures(db, config.publicUrl, await getOrderWithLines({ db, input: { orderId: order.id } }))), shopName: (await readShop({ db })).name },
      successUrl: completeUrl,
      cancelUrl: confirmationUrl(config.publicUrl, order.id, 'canceled'),
      now,
      notAfter: holdEnd,
    },
  });
  if (session.kind === 'paid') {
    const { status } = await settlePayment({ db, config, log, mailer, input: { orderId: order.id, payment: session.payment, now } });
    throw new Conflict(status === 'canceled' ? EXPIRED : ALREADY_PAID);
  }
  await extendHold({ db, input: { orderId: order.id, until: new Date(Math.min(session.expiresAt.getTime(), holdEnd.getTime())) } });
  return session.url;
}
