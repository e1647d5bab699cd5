import type { ReminderSettings, ReminderSettingsView } from '@shop/shared/checkout-reminders';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reminderSettings } from '../../db/schema/checkout-reminders.ts';
import { BadRequest } from '../../errors.ts';
import { findActivePromo } from '../promos/index.ts';
import { readShop } from '../settings/index.ts';

export async function readReminderSettings({ db }: { db: DbOrTx }): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.id, 1));
  return { enabled: row?.enabled ?? true, promoCode: row?.promoCode ?? null };
}

/** The settings as the owner's screen shows them, with whether the shop has the postal address reminders need. */
export async function readReminderSettingsView({ db }: { db: DbOrTx }): Promise<ReminderSettingsView> {
  const [settings, shop] = await Promise.all([readReminderSettings({ db }), readShop({ db })]);
  return { ...settings, hasPostalAddress: shop.address !== null };
}

/** PUT /api/admin/checkout-reminders/settings: on or off, and an active promo code to name, or none. */
export async function saveReminderSettings({ db, input }: { db: DbOrTx; input: ReminderSettings & { now: Date } }): Promise<ReminderSettingsView> {
  const code = input.promoCode?.trim().toLowerCase() || null;
  if (code !== null && !(await findActivePromo({ db, input: { name: code, now: input.now } }))) {
    throw new BadRequest(`There is no active promo code "${input.promoCode}": create it under Promo codes first, or choose none`);
  }
  const values = { enabled: input.enabled, promoCode: code, updatedAt: input.now };
  await db.insert(reminderSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: reminderSettings.id, set: values });
  return readReminderSettingsView({ db });
}
