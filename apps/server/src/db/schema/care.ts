import type { CareProfile } from '@shop/shared/care';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { orders } from './orders.ts';

/**
 * Everyone who asked for care tips, by address (lower-cased): one email a day at most goes to each, and
 * its one-click unsubscribe token stops every plan of the address (decision 023).
 */
export const careRecipients = pgTable('care_recipients', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** In every care email's unsubscribe link; it can only stop emails, so it is kept as it is sent. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The care emails of one shipped order whose shopper asked for them: a welcome, then eight weeks of reminders. */
export const carePlans = pgTable(
  'care_plans',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => careRecipients.id, { onDelete: 'cascade' }),
    /** The account the order was placed from, whose account hub shows the plan. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    /** When the order shipped; the welcome comes a few days later. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    welcomeAt: timestamp('welcome_at', { withTimezone: true }).notNull(),
    /** Written into the outbox; null while the welcome is still to come. */
    welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
    /** No reminder after this. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Unsubscribed (one click, or the account hub): nothing more is written or sent. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_plans_recipient_idx').on(t.recipientId),
    index('care_plans_user_idx').on(t.userId),
    index('care_plans_welcome_due_idx').on(t.welcomeAt).where(sql`${t.welcomedAt} is null and ${t.stoppedAt} is null`),
  ],
);

/** A plant of a plan, with its care as it was when the plan was made, and its next watering reminder. */
export const carePlanPlants = pgTable(
  'care_plan_plants',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => carePlans.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    care: jsonb('care').$type<CareProfile>().notNull(),
    /** Null once the plan's eight weeks hold no more reminders for this plant. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
  },
  (t) => [index('care_plan_plants_plan_idx').on(t.planId), index('care_plan_plants_due_idx').on(t.nextDueAt).where(sql`${t.nextDueAt} is not null`)],
);
