import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last backup `npm run backup` finished (docs/decisions/052-ready-to-open.md): one row, written after the
 * file is complete, so the launch checklist can say whether the shop was backed up in the last day.
 */
export const lastBackup = pgTable(
  'last_backup',
  {
    id: integer('id').primaryKey().default(1),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** The file's name as the command was given it. */
    file: text('file').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [check('last_backup_one_row', sql`${t.id} = 1`)],
);
