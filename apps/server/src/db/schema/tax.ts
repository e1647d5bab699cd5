import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A state where the shop collects sales tax (decision 034): the combined rate in basis points (725 is
 * 7.25%), whether shipping is taxed there, and whether food-producing plants (herbs, fruit trees) are
 * exempt there. A state that is not listed is not taxed.
 */
export const taxStates = pgTable(
  'tax_states',
  {
    state: text('state').primaryKey(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    shippingTaxable: boolean('shipping_taxable').notNull().default(false),
    foodPlantsExempt: boolean('food_plants_exempt').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_states_state_shape', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('tax_states_rate_range', sql`${t.rateBasisPoints} between 0 and 2000`),
  ],
);

/**
 * The ZIP-level rate table the owner loaded for a state where the shop collects (decision 046): one per
 * state, the day its rates take effect, where it came from and what it holds. Stopping collecting in the
 * state removes it with its rates.
 */
export const taxZipTables = pgTable(
  'tax_zip_tables',
  {
    state: text('state')
      .primaryKey()
      .references(() => taxStates.state, { onDelete: 'cascade' }),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    fileName: text('file_name'),
    zips: integer('zips').notNull(),
    minRateMillionths: integer('min_rate_millionths').notNull(),
    maxRateMillionths: integer('max_rate_millionths').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_zip_tables_zips_positive', sql`${t.zips} > 0`),
    check('tax_zip_tables_rate_range', sql`${t.minRateMillionths} between 0 and ${t.maxRateMillionths} and ${t.maxRateMillionths} <= 200000`),
  ],
);

/**
 * One ZIP code's combined rate in a state's table, in millionths (0.0725 is 72500: exact to the sixth
 * decimal, as the published tables give it), and the tax region it names (e.g. RALEIGH). Read by the state
 * and the ZIP, one primary-key lookup per quote.
 */
export const taxZipRates = pgTable(
  'tax_zip_rates',
  {
    state: text('state')
      .notNull()
      .references(() => taxZipTables.state, { onDelete: 'cascade' }),
    zip: text('zip').notNull(),
    region: text('region').notNull(),
    rateMillionths: integer('rate_millionths').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.state, t.zip] }),
    check('tax_zip_rates_zip_shape', sql`${t.zip} ~ '^[0-9]{5}$'`),
    check('tax_zip_rates_rate_range', sql`${t.rateMillionths} between 0 and 200000`),
    check('tax_zip_rates_region_size', sql`length(${t.region}) between 1 and 100`),
  ],
);
