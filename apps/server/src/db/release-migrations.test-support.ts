import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, migrationsFolder } from './client.ts';

/**
 * The committed migrations up to and including `release` (a journal tag), in a folder of their own: what a
 * shop of that release runs, for the migration tests that build such a shop and then migrate it to today.
 */
export function releaseMigrations(release: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-release-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === release);
  if (last < 0) throw new Error(`no migration ${release}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** Runs the migrations in `folder` on the test database, PGlite or PostgreSQL. */
export async function migrateTo(database: Database, folder: string): Promise<void> {
  const db = database.db as never;
  if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder: folder });
  else await migrateNodePg(db, { migrationsFolder: folder });
}
