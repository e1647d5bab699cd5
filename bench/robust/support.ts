import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { queryRows } from '../../apps/server/src/db/client.ts';
import type { AccessCase } from '../../apps/server/src/test/access.ts';
import { ROOT } from '../lib/shop-process.ts';

/** Every module's rows of the access-control table (each `modules/<area>/<area>.access-cases.ts`). */
export async function loadAccessRows(): Promise<AccessCase[]> {
  const modules = path.join(ROOT, 'apps/server/src/modules');
  const rows: AccessCase[] = [];
  for (const area of readdirSync(modules).sort()) {
    const file = path.join(modules, area, `${area}.access-cases.ts`);
    let exported: Record<string, unknown>;
    try {
      exported = (await import(file)) as Record<string, unknown>;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' || /Failed to load url|Cannot find module/.test(String(error))) continue;
      throw error;
    }
    for (const value of Object.values(exported)) if (Array.isArray(value)) rows.push(...(value as AccessCase[]));
  }
  // A rename that hid every file must not leave the fuzzer with nothing to send.
  if (rows.length < 20) throw new Error(`found only ${rows.length} access-control rows under ${modules}`);
  return rows;
}

/** A digest of every row of every table, by table: equal digests mean nothing was written. */
export async function tableDigests(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string | null; n: number }>(
      db,
      sql`select md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as digest, count(*)::int as n from ${sql.identifier(name)} t`,
    );
    digests[name] = `${row!.n}:${row!.digest}`;
  }
  return digests;
}

/** Tables whose digests differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]);
}

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', zip: '12345' };

/** Pays a checkout's test payment page with the test card; answers the page's status (303 when paid). */
export async function payOnTestPage(paymentUrl: string): Promise<number> {
  const response = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(TEST_CARD).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}
