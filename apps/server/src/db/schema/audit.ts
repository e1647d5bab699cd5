import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** What the owner's writes the activity log records so far (docs/decisions/065-one-audit-of-a-bulk-edit.md). */
export const AUDIT_KINDS = ['products.bulk', 'orders.tracking'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

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
    kind: text('kind').notNull(),
    /** One sentence: "Archived 3 products: Fern, Ivy, Palm". */
    summary: text('summary').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (t) => [
    check('audit_events_kind_known', sql`${t.kind} in (${sql.raw(AUDIT_KINDS.map((kind) => `'${kind}'`).join(', '))})`),
    index('audit_events_at_idx').on(t.at),
  ],
);
