import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type Db, type Tx, queryRows } from '../../db/client.ts';
import { carePlanPlants, carePlans, careRecipients } from '../../db/schema/care.ts';
import { careEmailMessage, deliverEmail, enqueueEmail, type Mailer , readEmailShop } from '../email/index.ts';
import { DAY_MS, nextReminder, startOfUtcDay, tomorrowAtSendHour, utcDay } from './care-schedule.ts';

export const CARE_EMAIL = 'care-tips';
const BATCH = 200;

/** The outbox key of an address's care email of one day; all of an address's keys share `care:<id>:`. */
export const careEmailKeyPrefix = (recipientId: number) => `${CARE_EMAIL}:${recipientId}:`;

/** The one-click unsubscribe address in every care email (RFC 8058), also the visible link's page. */
export const unsubscribeUrl = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}/care/unsubscribe/${token}`;

/** Addresses with a welcome or a reminder due by `now`, on a plan that was not stopped. */
async function addressesDue(db: Db, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const rows = await queryRows<{ recipient_id: number }>(
    db,
    sql`select p.recipient_id from care_plans p
      where p.stopped_at is null and (
        (p.welcomed_at is null and p.welcome_at <= ${at}::timestamptz)
        or exists (select 1 from care_plan_plants pp where pp.plan_id = p.id and pp.next_due_at <= ${at}::timestamptz))
      group by p.recipient_id order by p.recipient_id limit ${BATCH}`,
  );
  return rows.map((row) => row.recipient_id);
}

/**
 * Writes one address's care email of today into the outbox, holding the address's row so that two
 * instances (or an unsubscribe) take turns: the welcomes and the watering reminders due today, from every
 * live plan of the address, in one message. If today's email was written already, what is due moves to
 * tomorrow. Answers the outbox id, or null when there was nothing to write.
 */
async function writeTodaysEmail(tx: Tx, config: Config, recipientId: number, now: Date): Promise<number | null> {
  const [recipient] = await tx.select().from(careRecipients).where(eq(careRecipients.id, recipientId)).for('update');
  if (!recipient) return null;
  const dayEnd = new Date(startOfUtcDay(now).getTime() + DAY_MS);
  const plans = await tx
    .select()
    .from(carePlans)
    .where(and(eq(carePlans.recipientId, recipientId), isNull(carePlans.stoppedAt)))
    .orderBy(asc(carePlans.id));
  if (plans.length === 0) return null;
  const plants = await tx
    .select()
    .from(carePlanPlants)
    .where(inArray(carePlanPlants.planId, plans.map((plan) => plan.id)))
    .orderBy(asc(carePlanPlants.id));

  // Whatever falls due before the day ends goes out with what is due now.
  const welcomes = plans.filter((plan) => plan.welcomedAt === null && plan.welcomeAt < dayEnd);
  const watering = plants.filter((plant) => plant.nextDueAt !== null && plant.nextDueAt < dayEnd);
  const dueNow = welcomes.some((plan) => plan.welcomeAt <= now) || watering.some((plant) => plant.nextDueAt! <= now);
  if (!dueNow) return null;

  const welcomed = new Set(welcomes.map((plan) => plan.id));
  const unique = <T extends { productName: string }>(list: T[]) => list.filter((item, i) => list.findIndex((other) => other.productName === item.productName) === i);
  const message = careEmailMessage({
    shop: await readEmailShop({ db: tx, publicUrl: config.publicUrl }),
    to: recipient.email,
    firstName: plans.at(-1)!.firstName,
    welcome: unique(plants.filter((plant) => welcomed.has(plant.planId))).map((plant) => ({ name: plant.productName, care: plant.care })),
    water: unique(watering).map((plant) => ({ name: plant.productName, waterEveryDays: plant.care.waterEveryDays })),
    unsubscribeUrl: unsubscribeUrl(config, recipient.unsubscribeToken),
  });
  const id = await enqueueEmail({ db: tx, input: { key: `${careEmailKeyPrefix(recipientId)}${utcDay(now)}`, kind: CARE_EMAIL, message, sendAfter: now } });

  if (id === null) {
    // Today's email went out already (a plan made after it): one a day at most, so the rest waits a day.
    const tomorrow = tomorrowAtSendHour(now);
    for (const plan of welcomes) await tx.update(carePlans).set({ welcomeAt: tomorrow }).where(eq(carePlans.id, plan.id));
    for (const plant of watering) await tx.update(carePlanPlants).set({ nextDueAt: tomorrow }).where(eq(carePlanPlants.id, plant.id));
    return null;
  }
  if (welcomes.length > 0) await tx.update(carePlans).set({ welcomedAt: now }).where(inArray(carePlans.id, [...welcomed]));
  const endOf = new Map(plans.map((plan) => [plan.id, plan.endsAt]));
  for (const plant of watering) {
    const next = nextReminder(plant.nextDueAt!, plant.care.waterEveryDays, now, endOf.get(plant.planId)!);
    await tx.update(carePlanPlants).set({ nextDueAt: next }).where(eq(carePlanPlants.id, plant.id));
  }
  return id;
}

/**
 * The minute sweep's second share of the care emails: each address with something due gets today's
 * email written (once, whichever instance gets there first), then handed to the mailer after the commit;
 * a failed send is retried by the outbox like any other. Answers how many emails were written.
 */
export async function queueCareEmails({ db, config, log, mailer, now }: { db: Db; config: Config; log: FastifyBaseLogger; mailer: Mailer; now: Date }): Promise<number> {
  let written = 0;
  for (const recipientId of await addressesDue(db, now)) {
    const id = await db.transaction((tx) => writeTodaysEmail(tx, config, recipientId, now));
    if (id === null) continue;
    written += 1;
    await deliverEmail({ db, mailer, log }, { id, now });
  }
  return written;
}
