import { fromCents, toCents } from '@shop/shared/money';
import type { ShipSchedule, Weekday } from '@shop/shared/ship-dates';
import type { ShippingSettings } from '@shop/shared/shipping';
import type { WeatherRule } from '@shop/shared/weather-rule';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { shippingSettings } from '../../db/schema/shipping.ts';
import { BadRequest } from '../../errors.ts';
import { readShopTimeZone, saveShopTimeZone, settingsChanged } from '../settings/index.ts';
import { zipPlace } from './zip-places.ts';

/** The settings as the shop uses them: the schedule, the weather rule, the heat pack's price in cents. */
export interface ShippingPlan {
  originZip: string;
  schedule: ShipSchedule;
  rule: WeatherRule;
  heatPackCents: number;
  maxHoldDays: number;
}

/** The shipping settings' row, with the shop's time zone (a store setting, decision 045) read beside it. */
type Row = Omit<typeof shippingSettings.$inferSelect, 'id' | 'updatedAt'> & { timeZone: string };
const DEFAULTS: Omit<Row, 'timeZone'> = {
  originZip: '27601',
  shipDays: [1, 2, 3],
  cutoffHour: 12,
  handlingDays: 0,
  closedDates: [],
  holdBelowF: 32,
  heatPackBelowF: 45,
  holdAboveF: 95,
  heatPackCents: 495,
  maxHoldDays: 14,
};

async function readRow(db: DbOrTx): Promise<Row> {
  const [[row], timeZone] = await Promise.all([db.select().from(shippingSettings).limit(1), readShopTimeZone({ db })]);
  return { ...(row ?? DEFAULTS), timeZone };
}

const toSettings = (row: Row): ShippingSettings => ({
  originZip: row.originZip,
  timeZone: row.timeZone,
  shipDays: row.shipDays,
  cutoffHour: row.cutoffHour,
  handlingDays: row.handlingDays,
  closedDates: row.closedDates,
  holdBelowF: row.holdBelowF,
  heatPackBelowF: row.heatPackBelowF,
  holdAboveF: row.holdAboveF,
  heatPack: fromCents(row.heatPackCents),
  maxHoldDays: row.maxHoldDays,
});

/** The owner's shipping settings (the defaults until saved once). */
export async function readShippingSettings({ db }: { db: DbOrTx }): Promise<ShippingSettings> {
  return toSettings(await readRow(db));
}

/** The settings as the checkout and the weather sweep use them. */
export async function readShippingPlan({ db }: { db: DbOrTx }): Promise<ShippingPlan> {
  const row = await readRow(db);
  return {
    originZip: row.originZip,
    schedule: {
      timeZone: row.timeZone,
      shipDays: row.shipDays as Weekday[],
      cutoffHour: row.cutoffHour,
      handlingDays: row.handlingDays,
      closedDates: row.closedDates,
    },
    rule: { holdBelowF: row.holdBelowF, heatPackBelowF: row.heatPackBelowF, holdAboveF: row.holdAboveF },
    heatPackCents: row.heatPackCents,
    maxHoldDays: row.maxHoldDays,
  };
}

/**
 * Saves the settings; the origin must be a ZIP code the shop can place. The time zone the form shows is
 * the shop's one time zone (decision 045): saving it here saves it for the whole shop.
 */
export async function saveShippingSettings({ db, input }: { db: Db; input: ShippingSettings }): Promise<ShippingSettings> {
  if (!(await zipPlace(input.originZip))) throw new BadRequest(`${input.originZip} is not a US ZIP code we know`);
  const values = {
    originZip: input.originZip,
    shipDays: input.shipDays,
    cutoffHour: input.cutoffHour,
    handlingDays: input.handlingDays,
    closedDates: input.closedDates,
    holdBelowF: input.holdBelowF,
    heatPackBelowF: input.heatPackBelowF,
    holdAboveF: input.holdAboveF,
    heatPackCents: toCents(input.heatPack),
    maxHoldDays: input.maxHoldDays,
  };
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shippingSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shippingSettings.id, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    await saveShopTimeZone({ db: tx, timeZone: input.timeZone });
    return toSettings({ ...row!, timeZone: input.timeZone });
  });
  settingsChanged(db);
  return saved;
}
