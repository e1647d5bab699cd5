// The import of a Shopify customer CSV, measured (decision 062; `npm run bench` runs it, bench/lib/customers-import-bench.ts).
// `npx tsx bench/tools/import-customers.ts [ROWS] [DATABASE_URL]` makes a customer CSV of ROWS customers (default
// 10,000; four in five with a US address, one in three consenting to email) and measures, each in a child
// process of its own on an empty migrated shop: plain multi-row INSERTs of the same accounts, profiles and
// addresses, and the import. `--part=plain-insert|import pglite:DIR|DATABASE_URL` is one such child: it
// prints one JSON line: rows a second, and the memory it took (peak RSS above what the process used before,
// sampled every 20 ms, and the peak heap).
import { parse } from 'csv-parse/sync';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../../apps/server/src/db/client.ts';
import { importCustomers } from '../../apps/server/src/modules/customers-csv/index.ts';
import { customersCsv } from '../../apps/server/src/modules/customers-csv/customers-csv.test-support.ts';
import { benchCustomersImport, CUSTOMER_IMPORT_PARTS, type CustomerImportPart } from '../lib/customers-import-bench.ts';
import type { ImportMeasure } from '../lib/import-bench.ts';

const args = process.argv.slice(2);
const partArg = args.find((arg) => arg.startsWith('--part='))?.slice('--part='.length);
const [rowsArg, target] = args.filter((arg) => !arg.startsWith('--'));
const rows = Number(rowsArg ?? 10_000);
const BATCH = 1000;

async function measured<T>(work: () => Promise<T>): Promise<{ value: T; measure: ImportMeasure }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peakRss = before;
  let peakHeap = process.memoryUsage().heapUsed;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  try {
    const value = await work();
    const seconds = (performance.now() - started) / 1000;
    sample();
    return { value, measure: { seconds: Math.round(seconds * 100) / 100, rowsPerSecond: Math.round(rows / seconds), rssMb: Math.round((peakRss - before) / 2 ** 20), heapMb: Math.round(peakHeap / 2 ** 20) } };
  } finally {
    clearInterval(sampler);
  }
}

const values = (list: SQL[][]) => sql.join(list.map((row) => sql`(${sql.join(row, sql`, `)})`), sql`, `);

/** The baseline: the file read by csv-parse, its rows written by one INSERT per table per 1,000 rows, no checks. */
async function plainInsert(db: Db, csv: string): Promise<number> {
  const records = parse(csv, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  await db.transaction(async (tx) => {
    for (let at = 0; at < records.length; at += BATCH) {
      const batch = records.slice(at, at + BATCH);
      const made = await queryRows<{ id: number }>(
        tx,
        sql`insert into users (first_name, last_name, email, role) values ${values(batch.map((r) => [sql`${r['First Name']}`, sql`${r['Last Name']}`, sql`${r.Email}`, sql`'customer'`]))} returning id`,
      );
      await tx.execute(
        sql`insert into customer_profiles (user_id, phone, note, tags, imported_at) values ${values(batch.map((r, i) => [sql`${made[i]!.id}`, sql`${r.Phone}`, sql`${r.Note}`, sql`${r.Tags}`, sql`now()`]))}`,
      );
      const us = batch.flatMap((r, i) => (r['Default Address Country Code'] === 'US' ? [{ r, id: made[i]!.id }] : []));
      if (us.length > 0)
        await tx.execute(
          sql`insert into customer_addresses (user_id, street1, city, state, zip, is_default) values ${values(us.map(({ r, id }) => [sql`${id}`, sql`${r['Default Address Address1']}`, sql`${r['Default Address City']}`, sql`${r['Default Address Province Code']}`, sql`${r['Default Address Zip']}`, sql`true`]))}`,
        );
    }
  });
  return records.length;
}

async function measurePart(part: CustomerImportPart): Promise<void> {
  const csv = customersCsv(rows, 'bench');
  const csvMb = Math.round((Buffer.byteLength(csv) / 2 ** 20) * 10) / 10;
  const database = await openDatabase(target?.startsWith('pglite:') ? { dataDir: target.slice('pglite:'.length) } : { databaseUrl: target, poolSize: 2 });
  try {
    await database.withStartupLock(async () => {});
    if (part === 'plain-insert') {
      const { value, measure } = await measured(() => plainInsert(database.db, csv));
      if (value !== rows) throw new Error(`plain INSERTs wrote ${value} customers of ${rows}`);
      console.log(JSON.stringify({ ...measure, csvMb }));
      return;
    }
    const { value, measure } = await measured(() => importCustomers({ db: database.db, csv, dryRun: false, now: new Date() }));
    if (!value.applied || value.created !== rows) throw new Error(`the bench's customer CSV was not imported whole: ${JSON.stringify(value.rejected.slice(0, 3))}`);
    console.log(JSON.stringify({ ...measure, csvMb }));
  } finally {
    await database.close();
  }
}

if (partArg !== undefined) {
  if (!(CUSTOMER_IMPORT_PARTS as readonly string[]).includes(partArg)) throw new Error(`--part is one of ${CUSTOMER_IMPORT_PARTS.join(', ')}`);
  await measurePart(partArg as CustomerImportPart);
} else {
  const database = target ? 'postgres' : 'pglite';
  console.log(JSON.stringify(await benchCustomersImport(database, target, rows, (message) => console.error(message))));
}
