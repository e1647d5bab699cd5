import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { adminQuery, databaseUrl, type TemplateSeed } from './templates.ts';

/**
 * The database a test file runs on: PGlite in memory, or (TEST_DB=pg) a fresh PostgreSQL database made
 * from TEST_DATABASE_URL and dropped afterwards. Empty, or with `copyOf` a copy of the shop the global
 * set-up seeded (migrated, the test admin, and with 'demo' the demo catalogue).
 */
export async function openTestDatabase({ copyOf }: { copyOf?: TemplateSeed } = {}): Promise<Database & { url?: string }> {
  // The set-up made templates for its project's database; a test that switches databases itself (the
  // robustness suite's PostgreSQL runs) finds none of its kind and starts empty, seeded as before.
  const template = copyOf ? inject('templates')?.[copyOf] : undefined;
  if (process.env.TEST_DB !== 'pg') {
    const dump = template?.endsWith('.tar') ? template : undefined;
    return openDatabase({ pgliteTemplate: dump ? new Blob([readFileSync(dump)]) : undefined });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const copied = template?.startsWith('shop_template_') ? template : undefined;
  await adminQuery(adminUrl, copied ? `create database ${name} template ${copied}` : `create database ${name}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
