import { shopDayAndHour } from '@shop/shared/shop-time';
import { and, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { claims } from '../../db/schema/claims.ts';
import { sentEmails } from '../../db/schema/email.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { orders } from '../../db/schema/orders.ts';
import { deliverEmail, enqueueEmail, type Mailer, type MorningSummary, morningSummaryMessage, readEmailShop } from '../email/index.ts';
import { notifiedAddresses } from '../notifications/index.ts';
import { readOwnerNotifications, readShopTimeZone } from '../settings/index.ts';
import { getDashboard, PAID, paidIn } from './get-dashboard.ts';
import { shopPeriods } from './periods.ts';

export const MORNING_SUMMARY = 'owner-summary';

const HELD = ['held', 'needs-owner'] as const;

/**
 * The owner's morning summary (docs/decisions/051-the-owner-is-told.md), when it is on: once the shop's
 * day has reached the owner's hour in its time zone, one email to each of the owner's addresses with
 * yesterday's orders and sales, what ships today, the held orders, low stock and open claims. Every
 * instance's minute sweep asks; the outbox's key (`owner-summary:<day>:<address>`) lets one summary per
 * day and address be written, whichever instance gets there first (an address added later in the day gets
 * that day's at the next sweep). Answers how many were written.
 */
export async function sendMorningSummary({ db, config, log, mailer, now }: { db: Db; config: Config; log: FastifyBaseLogger; mailer: Mailer; now: Date }): Promise<number> {
  const settings = await readOwnerNotifications({ db });
  if (!settings.summary) return 0;
  const timeZone = await readShopTimeZone({ db });
  const { day, hour } = shopDayAndHour(now, timeZone);
  if (hour < settings.summaryHour) return 0;
  // Each minute after the hour: a look-up of today's keys by the outbox's unique index, nothing more once all are written.
  const keyOf = (to: string) => `${MORNING_SUMMARY}:${day}:${to}`;
  const addresses = await notifiedAddresses({ db, settings });
  if (addresses.length === 0) return 0;
  const written = await db.select({ key: sentEmails.dedupeKey }).from(sentEmails).where(inArray(sentEmails.dedupeKey, addresses.map(keyOf)));
  if (written.length >= addresses.length) return 0;

  const ids = await db.transaction(async (tx) => {
    const summary = await summarize({ db: tx, config, now, timeZone, today: day });
    const shop = await readEmailShop({ db: tx, publicUrl: config.publicUrl });
    const added: number[] = [];
    for (const to of addresses) {
      const message = morningSummaryMessage({ shop, to, summary, adminUrl: `${config.publicUrl}/account/admin` });
      const id = await enqueueEmail({ db: tx, input: { key: keyOf(to), kind: MORNING_SUMMARY, message, sendAfter: now } });
      if (id !== null) added.push(id);
    }
    return added;
  });
  for (const id of ids) await deliverEmail({ db, mailer, log }, { id, now });
  return ids.length;
}

/** The figures: yesterday is the shop's day before `today`, counted as the dashboard counts (decision 050). */
async function summarize({ db, config, now, timeZone, today }: { db: DbOrTx; config: Config; now: Date; timeZone: string; today: string }): Promise<MorningSummary> {
  const { today: todayPeriod } = await shopPeriods({ db, now, timeZone });
  const { today: yesterdayPeriod } = await shopPeriods({ db, now: new Date(todayPeriod.from.getTime() - 1), timeZone });
  const [sales] = await db
    .select({
      orders: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${orders.finalCents} - ${orders.refundedCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.status, PAID), paidIn(yesterdayPeriod)));
  const named = sql<string>`${orders.firstName} || ' ' || ${orders.lastName}`;
  const notHeld = or(isNull(shipments.weatherDecision), sql`${shipments.weatherDecision} not in ('held', 'needs-owner')`);
  const shipsToday = await db
    .select({ orderId: orders.id, name: named })
    .from(orders)
    .innerJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(eq(orders.status, 'complete'), lte(shipments.shipOn, today), notHeld))
    .orderBy(shipments.shipOn, orders.id);
  const held = await db
    .select({ orderId: orders.id, name: named, reason: shipments.weatherReason })
    .from(orders)
    .innerJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(eq(orders.status, 'complete'), inArray(shipments.weatherDecision, [...HELD])))
    .orderBy(shipments.heldSince, orders.id);
  const [open] = await db.select({ count: count() }).from(claims).where(inArray(claims.status, ['open', 'info']));
  const { lowStock } = await getDashboard({ db, now, fallbackThreshold: config.lowStockThreshold });
  return {
    yesterday: shopDayAndHour(yesterdayPeriod.from, timeZone).day,
    orders: sales?.orders ?? 0,
    salesCents: sales?.cents ?? 0,
    shipsToday,
    held,
    lowStock: { count: lowStock.count, plants: lowStock.products },
    openClaims: open?.count ?? 0,
  };
}
