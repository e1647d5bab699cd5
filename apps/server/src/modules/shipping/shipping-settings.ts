import { fromCents, toCents } from '@shop/shared/money';
import type { ShipSchedule, Weekday } from '@shop/shared/ship-dates';
import type { ShippingSettings } from '@shop/shared/shipping';
import type { WeatherRule } from '@shop/shared/weather-rule';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shippingSettings } from '../../db/schema/shipping.ts';
import { BadRequest } from '../../errors.ts';
import { zipPlace } from './zip-places.ts';

/** The settings as the shop uses them: the schedule, the weather rule, the heat pack's price in cents. */
export interface ShippingPlan {
  originZip: string;
  schedule: ShipSchedule;
  rule: WeatherRule;
  heatPackCents: number;
  maxHoldDays: number;
}

type Row = typeof shippingSettings.$inferSelect;
const DEFAULTS: Omit<Row, 'id' | 'updatedAt'> = {
  originZip: '27601',
  timeZone: 'America/New_York',
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

async function readRow(db: DbOrTx): Promise<Omit<Row, 'id' | 'updatedAt'>> {
  const [row] = await db.select().from(shippingSettings).limit(1);
  return row ?? DEFAULTS;
}

const toSettings = (row: Omit<Row, 'id' | 'updatedAt'>): ShippingSettings => ({
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

/**
 * The shop's time zone (decision 050): one setting, read by the ship cut-off, the dashboard's days and
 * months, the admin's dates and the emails' dates.
 */
export async function readShopTimeZone({ db }: { db: DbOrTx }): Promise<string> {
  const [row] = await db.select({ timeZone: shippingSettings.timeZone }).from(shippingSettings).limit(1);
  return row?.timeZone ?? DEFAULTS.timeZone;
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

/** Saves the settings; the origin must be a ZIP code the shop can place. */
export async function saveShippingSettings({ db, input }: { db: DbOrTx; input: ShippingSettings }): Promise<ShippingSettings> {
  if (!(await zipPlace(input.originZip))) throw new BadRequest(`${input.originZip} is not a US ZIP code we know`);
  const values = {
    originZip: input.originZip,
    timeZone: input.timeZone,
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
  const [row] = await db
    .insert(shippingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shippingSettings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toSettings(row!);
}
