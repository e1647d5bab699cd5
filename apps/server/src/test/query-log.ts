import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/**
 * The shop's database seen through a second Drizzle on the same connection that writes down every SQL
 * statement it sends: for tests that compare the database work of two paths (decision 053).
 */
export function loggedDb(database: Database): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = database.kind === 'pglite' ? drizzlePglite(client as PGlite, { schema, logger }) : drizzleNodePg(client as pg.Pool, { schema, logger });
  return { db: db as unknown as Db, statements };
}
