import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { checkoutReminders, reminderRecipients } from '../../db/schema/checkout-reminders.ts';
import { checkoutReminderMessage, deliverEmail, type EmailShop, enqueueEmail, type Mailer, readEmailShop } from '../email/index.ts';
import { getOrderWithLines, listUnpaidOrdersEnded, orderCartLink, paidOrderSince } from '../orders/index.ts';
import { findActivePromo } from '../promos/index.ts';
import { readReminderSettings } from './reminder-settings.ts';

export const CHECKOUT_REMINDER_EMAIL = 'checkout-reminder';
const HOUR_MS = 60 * 60 * 1000;
/** How long after an unpaid order ended its reminder is due. */
export const REMIND_AFTER_MS = HOUR_MS;
/** An order that ended longer ago than its hour plus this is not reminded any more (the feature turned on, a sweep missed for days). */
const LATE_MS = 2 * 24 * HOUR_MS;
const BATCH = 200;

/** The outbox keys of an address's reminders share this prefix, so an unsubscribe withdraws them all. */
export const reminderKeyPrefix = (recipientId: number) => `${CHECKOUT_REMINDER_EMAIL}:${recipientId}:`;

/** The one-click unsubscribe address (RFC 8058) in every reminder, also the visible link's page. */
export const reminderUnsubscribeUrl = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}/checkout-reminders/unsubscribe/${token}`;

async function recipientOf(db: DbOrTx, email: string): Promise<typeof reminderRecipients.$inferSelect> {
  const address = email.trim().toLowerCase();
  await db.insert(reminderRecipients).values({ email: address, unsubscribeToken: randomBytes(24).toString('base64url') }).onConflictDoNothing({ target: reminderRecipients.email });
  const [row] = await db.select().from(reminderRecipients).where(eq(reminderRecipients.email, address)).for('update');
  return row!;
}

/**
 * One unpaid order's reminder, once: in one transaction the order's reminder row is claimed by a single
 * conditional insert (another instance doing the same gets nothing), the address's row is held so an
 * unsubscribe either comes first (nothing is written) or withdraws what was, and a purchase by the same
 * address since the order was placed means nothing is written. Answers the outbox id, or null.
 */
async function remindOne(db: Db, config: Config, shop: EmailShop, promoCode: string | null, orderId: number, now: Date): Promise<number | null> {
  const order = await getOrderWithLines({ db, input: { orderId } });
  const plants = [...new Set(order.lines.filter((line) => line.productId !== null).map((line) => line.productName))];
  const cartUrl = await orderCartLink({ db, config, input: { orderId } });
  return db.transaction(async (tx) => {
    const recipient = await recipientOf(tx, order.email);
    const [claimed] = await tx.insert(checkoutReminders).values({ orderId, recipientId: recipient.id, createdAt: now }).onConflictDoNothing({ target: checkoutReminders.orderId }).returning({ id: checkoutReminders.id });
    if (!claimed || recipient.unsubscribedAt !== null || plants.length === 0) return null;
    if (await paidOrderSince({ db: tx, input: { email: order.email, since: order.createdAt } })) return null;
    const message = checkoutReminderMessage({ shop, to: order.email, firstName: order.firstName, plants, cartUrl, promoCode, unsubscribeUrl: reminderUnsubscribeUrl(config, recipient.unsubscribeToken) });
    const id = await enqueueEmail({ db: tx, input: { key: `${reminderKeyPrefix(recipient.id)}${orderId}`, kind: CHECKOUT_REMINDER_EMAIL, orderId, message, sendAfter: now } });
    if (id !== null) await tx.update(checkoutReminders).set({ emailId: id }).where(eq(checkoutReminders.id, claimed.id));
    return id;
  });
}

/**
 * The minute sweep's share of the checkout reminders (decision 072): every unpaid order that ended an hour
 * ago gets one email, unless the owner turned them off, the shop has no postal address yet (US law asks
 * commercial email for one; the settings screen says so), the address unsubscribed or bought since. Written
 * once whichever instance gets there first, then handed to the mailer after the commit. Answers how many.
 */
export async function sendCheckoutReminders({ db, config, log, mailer, now }: { db: Db; config: Config; log: FastifyBaseLogger; mailer: Mailer; now: Date }): Promise<number> {
  const settings = await readReminderSettings({ db });
  if (!settings.enabled) return 0;
  const shop = await readEmailShop({ db, publicUrl: config.publicUrl });
  if (shop.address === '') return 0;
  const promo = settings.promoCode ? await findActivePromo({ db, input: { name: settings.promoCode, now } }) : null;
  const promoCode = promo ? promo.name.toUpperCase() : null;
  const to = new Date(now.getTime() - REMIND_AFTER_MS);
  const from = new Date(to.getTime() - LATE_MS);
  let written = 0;
  for (let offset = 0; ; offset += BATCH) {
    const ended = await listUnpaidOrdersEnded({ db, input: { from, to, limit: BATCH, offset } });
    const asked = ended.length === 0 ? [] : await db.select({ orderId: checkoutReminders.orderId }).from(checkoutReminders).where(inArray(checkoutReminders.orderId, ended.map((each) => each.orderId)));
    const done = new Set(asked.map((row) => row.orderId));
    for (const order of ended.filter((each) => !done.has(each.orderId))) {
      try {
        const id = await remindOne(db, config, shop, promoCode, order.orderId, now);
        if (id === null) continue;
        written += 1;
        await deliverEmail({ db, mailer, log }, { id, now });
      } catch (error) {
        log.error({ err: error, orderId: order.orderId }, 'checkout reminder of an unpaid order could not be written');
      }
    }
    if (ended.length < BATCH) return written;
  }
}
