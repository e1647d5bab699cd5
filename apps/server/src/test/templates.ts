import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../seed/seed.ts';

/** The admin every seeded test shop has (its password hashed once, in the template). */
export const TEST_ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };

export type TemplateSeed = 'demo' | 'none';
/** Where each seeded template is: a PGlite dump's file, or a PostgreSQL database's name. */
export type Templates = Record<TemplateSeed, string>;

const SEEDS: TemplateSeed[] = ['demo', 'none'];

function seedConfig(seed: TemplateSeed) {
  return loadConfig({ SEED: seed, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, DATA_DIR: '/nonexistent', WEATHER: 'off' });
}

/**
 * Migrates and seeds one in-memory PGlite per seed and dumps it to `folder`, so that each test file
 * loads a seeded shop instead of migrating, hashing the admin's password and storing every picture again.
 */
export async function makePgliteTemplates(folder: string): Promise<Templates> {
  mkdirSync(folder, { recursive: true });
  const files = {} as Templates;
  for (const seed of SEEDS) {
    const database = await openDatabase({});
    await database.withStartupLock((db) => seedIfEmpty(db, seedConfig(seed)));
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(folder, `${seed}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    files[seed] = file;
  }
  return files;
}

/** The same on PostgreSQL: one template database per seed, which each test file's database copies. */
export async function makePostgresTemplates(adminUrl: string, tag: string): Promise<{ templates: Templates; drop(): Promise<void> }> {
  const templates = {} as Templates;
  for (const seed of SEEDS) {
    const name = `shop_template_${seed}_${tag}`;
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(adminUrl, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 2 });
    await database.withStartupLock((db) => seedIfEmpty(db, seedConfig(seed)));
    await database.close();
    templates[seed] = name;
  }
  return {
    templates,
    async drop() {
      for (const name of Object.values(templates)) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
