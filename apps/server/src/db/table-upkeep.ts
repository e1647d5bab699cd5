import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, type Db, queryRows } from './client.ts';

/** How often an instance on PGlite looks for tables that need fresh statistics or a vacuum. */
export const UPKEEP_INTERVAL_MS = 5000;

// PostgreSQL's autovacuum defaults: a table is analyzed once 50 rows plus a tenth of it changed, and
// vacuumed once 50 rows plus a fifth of it are dead.
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;

export interface UpkeepReport {
  analyzed: string[];
  vacuumed: string[];
}

/**
 * PGlite runs no autovacuum (decision 033): without it the planner never learns how big a table has
 * grown, and a query it guessed for an empty table (a nested loop over every unpaid order, say) costs
 * more with every order placed. This does what autovacuum would: it analyzes the tables that changed
 * enough since their last statistics and vacuums the ones with enough dead rows, using autovacuum's own
 * thresholds. Answers what it did.
 */
export async function tidyTables(db: Db): Promise<UpkeepReport> {
  // Counts of changed rows reach the statistics at most once a second; these are read up to now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const due = await queryRows<{ name: string; analyze: boolean; vacuum: boolean }>(
    db,
    sql`select format('%I.%I', s.schemaname, s.relname) as name,
        s.n_mod_since_analyze > ${ANALYZE_BASE} + ${ANALYZE_SHARE} * greatest(c.reltuples, 0) as analyze,
        s.n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SHARE} * greatest(c.reltuples, 0) as vacuum
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.n_mod_since_analyze > ${ANALYZE_BASE} + ${ANALYZE_SHARE} * greatest(c.reltuples, 0)
         or s.n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SHARE} * greatest(c.reltuples, 0)
      order by s.relname`,
  );
  const report: UpkeepReport = { analyzed: [], vacuumed: [] };
  for (const table of due) {
    // The name is the database's own quoting of a table it listed.
    if (table.vacuum) {
      await db.execute(sql.raw(`vacuum (analyze) ${table.name}`));
      report.vacuumed.push(table.name);
      report.analyzed.push(table.name);
    } else {
      await db.execute(sql.raw(`analyze ${table.name}`));
      report.analyzed.push(table.name);
    }
  }
  return report;
}

/**
 * On PGlite, tidies the tables every few seconds until stopped (a run still going when the next is due is
 * not doubled); on PostgreSQL autovacuum does it, and this does nothing.
 */
export function startTableUpkeep(database: Database, log: FastifyBaseLogger, intervalMs = UPKEEP_INTERVAL_MS): { stop(): Promise<void> } {
  if (database.kind !== 'pglite') return { stop: async () => {} };
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    running ??= tidyTables(database.db)
      .then((report) => {
        if (report.analyzed.length > 0) log.debug(report, 'tables tidied');
      })
      .catch((error: unknown) => {
        if (!stopped) log.warn({ err: error }, 'table upkeep failed');
      })
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
