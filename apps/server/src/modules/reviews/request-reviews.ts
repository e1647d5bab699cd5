import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviewRecipients, reviewRequests } from '../../db/schema/reviews.ts';
import { deliverEmail, enqueueEmail, type Mailer, reviewRequestMessage , readEmailShop } from '../email/index.ts';
import { getOrderWithLines, listShipmentsBetween, orderReviewLink } from '../orders/index.ts';
import { readReviewSettings } from './review-settings.ts';

export const REVIEW_REQUEST_EMAIL = 'review-request';
const DAY_MS = 24 * 60 * 60 * 1000;
/** An order that shipped longer ago than its day plus this is not asked any more (a sweep missed for a week, or the feature turned on). */
const LATE_MS = 7 * DAY_MS;
const BATCH = 200;

/** The outbox keys of an address's review requests share this prefix, so an unsubscribe withdraws them all. */
export const reviewRequestKeyPrefix = (recipientId: number) => `${REVIEW_REQUEST_EMAIL}:${recipientId}:`;

/** The one-click unsubscribe address (RFC 8058) in every review request, also the visible link's page. */
export const reviewUnsubscribeUrl = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}/reviews/unsubscribe/${token}`;

async function recipientOf(db: DbOrTx, email: string): Promise<typeof reviewRecipients.$inferSelect> {
  const address = email.trim().toLowerCase();
  await db.insert(reviewRecipients).values({ email: address, unsubscribeToken: randomBytes(24).toString('base64url') }).onConflictDoNothing({ target: reviewRecipients.email });
  const [row] = await db.select().from(reviewRecipients).where(eq(reviewRecipients.email, address)).for('update');
  return row!;
}

/**
 * Writes one shipped order's review request, once: the request row is claimed first (another instance
 * doing the same finds it taken), the address's row is held so an unsubscribe either comes first (and
 * nothing is written) or withdraws what was. Answers the outbox id, or null when nothing is to be sent.
 */
async function requestOne(db: Db, config: Config, orderId: number, now: Date): Promise<number | null> {
  const order = await getOrderWithLines({ db, input: { orderId } });
  const plants = [...new Set(order.lines.filter((line) => line.productId !== null).map((line) => line.productName))];
  const reviewUrl = await orderReviewLink({ db, config, input: { orderId } });
  return db.transaction(async (tx) => {
    const recipient = await recipientOf(tx, order.email);
    const [claimed] = await tx.insert(reviewRequests).values({ orderId, recipientId: recipient.id, createdAt: now }).onConflictDoNothing({ target: reviewRequests.orderId }).returning({ id: reviewRequests.id });
    if (!claimed || recipient.unsubscribedAt !== null || plants.length === 0) return null;
    const message = reviewRequestMessage({
      shop: await readEmailShop({ db: tx, publicUrl: config.publicUrl }),
      to: order.email,
      firstName: order.firstName,
      plants,
      reviewUrl,
      unsubscribeUrl: reviewUnsubscribeUrl(config, recipient.unsubscribeToken),
    });
    const id = await enqueueEmail({ db: tx, input: { key: `${reviewRequestKeyPrefix(recipient.id)}${orderId}`, kind: REVIEW_REQUEST_EMAIL, orderId, message, sendAfter: now } });
    if (id !== null) await tx.update(reviewRequests).set({ emailId: id }).where(eq(reviewRequests.id, claimed.id));
    return id;
  });
}

/**
 * The minute sweep's share of the reviews (decision 041): every order that shipped the owner's number of
 * days ago (14 unless set) gets one email asking its buyer to review its plants, unless the address
 * unsubscribed; written once whichever instance gets there first, then handed to the mailer after the
 * commit. An order that cannot be asked is logged and tried on the next sweep. Answers how many were written.
 */
export async function sendReviewRequests({ db, config, log, mailer, now }: { db: Db; config: Config; log: FastifyBaseLogger; mailer: Mailer; now: Date }): Promise<number> {
  const { requestAfterDays } = await readReviewSettings({ db });
  const to = new Date(now.getTime() - requestAfterDays * DAY_MS);
  const from = new Date(to.getTime() - LATE_MS);
  let written = 0;
  for (let offset = 0; ; offset += BATCH) {
    const shipments = await listShipmentsBetween({ db, input: { from, to, limit: BATCH, offset } });
    const asked = shipments.length === 0 ? [] : await db.select({ orderId: reviewRequests.orderId }).from(reviewRequests).where(inArray(reviewRequests.orderId, shipments.map((each) => each.orderId)));
    const done = new Set(asked.map((row) => row.orderId));
    for (const shipment of shipments.filter((each) => !done.has(each.orderId))) {
      try {
        const id = await requestOne(db, config, shipment.orderId, now);
        if (id === null) continue;
        written += 1;
        await deliverEmail({ db, mailer, log }, { id, now });
      } catch (error) {
        log.error({ err: error, orderId: shipment.orderId }, 'review request of a shipped order could not be written');
      }
    }
    if (shipments.length < BATCH) return written;
  }
}
