import { AUDIT_KINDS } from '@shop/shared/audit';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { oneOf } from './one-of.ts';

/**
 * The activity log: who changed what, before and after, when and from where, written in the transaction of the
 * change. No route edits or deletes a row.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who did it; null once their account is gone (the summary still names them). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** The client address the change came from. */
    address: text('address'),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    /** One sentence: "Archived 3 products: Fern, Ivy, Palm". */
    summary: text('summary').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (t) => [
    check('audit_events_kind_known', oneOf(t.kind, AUDIT_KINDS)),
    index('audit_events_at_idx').on(t.at),
  ],
);
