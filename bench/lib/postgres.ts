import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** True when a PostgreSQL server answers at `url`. */
export async function answers(url: string): Promise<boolean> {
  try {
    await run(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh database next to the one `adminUrl` names, dropped by `drop()`. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => run(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** One short-lived client for checks and set-up. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
