import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
