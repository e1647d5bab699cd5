import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a verb receives: the database or a transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` while holding the start-up advisory lock, so that several instances
   * starting together migrate and seed one after the other.
   */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload whenever a transaction that ran `pg_notify(channel, payload)`
   * commits, in this process or any other sharing the database. While `live` is false (PostgreSQL
   * connection lost, reconnecting) notifications may be missed; `onNotify('')` says when that changes.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Listener>;
  close(): Promise<void>;
}

export interface Listener {
  readonly live: boolean;
  close(): Promise<void>;
}

const RELISTEN_MS = 1000;

const STARTUP_LOCK = 7_305_011; // any constant shared by every instance

const here = path.dirname(fileURLToPath(import.meta.url));
/** The committed SQL migrations; the bundled server copies them beside itself. */
export const migrationsFolder = process.env.SHOP_MIGRATIONS_DIR ?? path.join(here, 'migrations');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; undefined means in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** An in-memory PGlite starts from this dump of another one (dumpDataDir); tests copy a seeded shop so. */
  pgliteTemplate?: Blob | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(path.join(dataDir, 'pglite'));
  } else {
    client = await PGlite.create(template ? { loadDataDir: template } : {});
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async withStartupLock(fn) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      return fn(db);
    },
    async listen(channel, onNotify) {
      // One process owns PGlite's files, and it delivers a notification before the commit resolves.
      const unlisten = await client.listen(channel, onNotify);
      return { live: true, close: () => unlisten().catch(() => {}) };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        const locked = drizzleNodePg(client, { schema });
        await migrateNodePg(locked, { migrationsFolder });
        return await fn(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    close: () => pool.end(),
  };
}

/** A dedicated connection that LISTENs, reconnecting (every second) after it is lost. */
async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let current: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    live = false;
    onNotify('');
    client.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), RELISTEN_MS).unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      if (current !== client || closed) return;
      live = true;
      // Anything may have changed while nobody was listening.
      onNotify('');
    } catch {
      lost(client);
    }
  };
  await connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      live = false;
      await client?.end().catch(() => {});
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
