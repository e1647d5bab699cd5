import type { CareReminder } from '@shop/shared/care-reminders';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { carePlanPlants, carePlans } from '../../db/schema/care.ts';

/** A signed-in customer's care emails, one entry per order that asked for them, newest first. */
export async function listCareReminders({ db, input }: { db: DbOrTx; input: { userId: number } }): Promise<CareReminder[]> {
  const plans = await db.select().from(carePlans).where(eq(carePlans.userId, input.userId)).orderBy(desc(carePlans.id));
  if (plans.length === 0) return [];
  const plants = await db
    .select()
    .from(carePlanPlants)
    .where(inArray(carePlanPlants.planId, plans.map((plan) => plan.id)))
    .orderBy(asc(carePlanPlants.id));
  return plans.flatMap((plan) => {
    const own = plants.filter((plant) => plant.planId === plan.id);
    // An order of plants without care profiles had nothing to send: it is not shown.
    if (own.length === 0) return [];
    const dues = own.flatMap((plant) => (plant.nextDueAt ? [plant.nextDueAt.getTime()] : []));
    const next = plan.stoppedAt ? null : plan.welcomedAt === null ? plan.welcomeAt : dues.length > 0 ? new Date(Math.min(...dues)) : null;
    const status = plan.stoppedAt ? 'stopped' : plan.welcomedAt === null ? 'scheduled' : next ? 'active' : 'finished';
    return [{ id: plan.id, orderId: plan.orderId, plants: own.map((plant) => plant.productName), status, nextEmailAt: next?.toISOString() ?? null, endsAt: plan.endsAt.toISOString() }];
  });
}
