import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's own name and words, one row the owner edits in Admin > Settings
 * (docs/decisions/045-the-owners-store-settings.md): every page, email, packing slip and the payment page
 * read it. The time zone is the shop's one time zone: its days, its reports and its ship cut-off.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    accentColour: text('accent_colour').notNull().default('#1f3d2b'),
    contactEmail: text('contact_email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** street1, street2, city, state, zip; null until the owner gives one. */
    address: jsonb('address').$type<{ street1: string; street2: string; city: string; state: string; zip: string } | null>(),
    /** Network to https address. */
    social: jsonb('social').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** The uploaded logo's image name (its PNG is served at /images/<name>.png), and its size in pixels. */
    logoImage: text('logo_image'),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    /**
     * The owner's own emails (docs/decisions/051-the-owner-is-told.md): each paid order, each new claim, each
     * payment after a cancel (on until turned off); extra addresses besides the owner's; the morning
     * summary (off until turned on) and its hour of the shop's day.
     */
    notifyPaidOrders: boolean('notify_paid_orders').notNull().default(true),
    notifyClaims: boolean('notify_claims').notNull().default(true),
    notifyRefundsDue: boolean('notify_refunds_due').notNull().default(true),
    notifyAddresses: text('notify_addresses').array().notNull().default(sql`'{}'`),
    summaryOn: boolean('summary_on').notNull().default(false),
    summaryHour: integer('summary_hour').notNull().default(7),
    /** The owner requires two-factor sign-in of every back-office account (decision 070): one without it can only set it up. */
    requireStaffTwoFactor: boolean('require_staff_two_factor').notNull().default(false),
    /** When the owner last saved the settings; null while they are the ones the shop started with. */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_settings_one_row', sql`${t.id} = 1`),
    check('store_settings_name_shape', sql`length(trim(${t.name})) between 1 and 60`),
    check('store_settings_texts', sql`length(${t.legalName}) <= 120 and length(${t.tagline}) <= 140 and length(${t.contactEmail}) <= 254 and length(${t.phone}) <= 30`),
    check('store_settings_accent', sql`${t.accentColour} ~ '^#[0-9a-f]{6}$'`),
    check('store_settings_notify', sql`${t.summaryHour} between 0 and 23 and cardinality(${t.notifyAddresses}) <= 5`),
    check('store_settings_logo', sql`(${t.logoImage} is null) = (${t.logoWidth} is null) and (${t.logoImage} is null) = (${t.logoHeight} is null) and coalesce(${t.logoWidth} between 1 and 512 and ${t.logoHeight} between 1 and 512, true)`),
  ],
);
