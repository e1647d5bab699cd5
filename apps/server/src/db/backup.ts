import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Db, type DbOrTx, queryRows } from './client.ts';
import * as schema from './schema.ts';

/**
 * The shop's backup (decision 043): one gzipped file of JSON lines. The first line says what it is, which
 * migrations made the database, and the tables in an order that satisfies their foreign keys (with the
 * columns of a cycle, products.default_variant_id, restored last); then one line per row, each row as
 * PostgreSQL's own JSON of it (bytea as hex, timestamps with their zone, arrays as arrays), so PGlite and
 * PostgreSQL read each other's backups.
 */
export const BACKUP_FORMAT = 'houseplant-shop-backup';
const VERSION = 1;
const BATCH = 200;

const headerShape = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(VERSION),
  createdAt: z.string(),
  /** How many migrations the database had: a backup restores into a shop of the same version. */
  migrations: z.number().int().nonnegative(),
  tables: z.array(z.object({ name: z.string(), primaryKey: z.array(z.string()), deferred: z.array(z.string()), rows: z.number().int().nonnegative() })),
});
type Header = z.infer<typeof headerShape>;

/** What the owner reads when a backup or restore cannot be done: one sentence, never a stack trace. */
export class BackupError extends Error {}

/**
 * The shop's own tables: those its Drizzle schema declares, which its migrations make, all in `public`
 * (decision 047). A backup holds these and a restore writes only these, never a name it reads in a file.
 */
export const SHOP_TABLES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])),
);

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A shop table, named in its schema: never resolved through `search_path` (which holds `pg_catalog`). */
const shopTable = (name: string) => {
  if (!SHOP_TABLES.has(name)) throw new BackupError(`${name} is not a table of the shop`);
  return `"public".${ident(name)}`;
};

async function migrationCount(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  ).catch(() => [{ n: 0 }]);
  return row?.n ?? 0;
}

/** The public tables in an order their foreign keys allow; a cycle is broken at a nullable column, restored after every row is in. */
interface TablePlan {
  name: string;
  primaryKey: string[];
  deferred: string[];
}

async function tableOrder(db: DbOrTx): Promise<TablePlan[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => SHOP_TABLES.has(name));
  const keys = await queryRows<{ table: string; column: string }>(
    db,
    sql`select tc.table_name as table, kcu.column_name as column from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema and kcu.table_name = tc.table_name
      where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY' order by kcu.ordinal_position`,
  );
  const foreign = await queryRows<{ table: string; column: string; references: string; nullable: boolean }>(
    db,
    sql`select cl.relname as table, a.attname as column, rf.relname as references, not a.attnotnull as nullable
      from pg_constraint c join pg_class cl on cl.oid = c.conrelid join pg_class rf on rf.oid = c.confrelid
      join pg_namespace n on n.oid = cl.relnamespace join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      join pg_namespace rn on rn.oid = rf.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'`,
  );
  const order: TablePlan[] = [];
  const placed = new Set<string>();
  const deferred = new Map<string, string[]>();
  const waitsOn = (table: string) =>
    foreign.filter(
      (fk) =>
        fk.table === table &&
        fk.references !== table &&
        !placed.has(fk.references) &&
        !(deferred.get(table) ?? []).includes(fk.column),
    );
  while (placed.size < tables.length) {
    const ready = tables.find((table) => !placed.has(table) && waitsOn(table).length === 0);
    if (ready) {
      placed.add(ready);
      order.push({
        name: ready,
        primaryKey: keys.filter((key) => key.table === ready).map((key) => key.column),
        deferred: deferred.get(ready) ?? [],
      });
      continue;
    }
    // A cycle: the first nullable foreign key still waiting is filled in after every row is in.
    const breakable = tables
      .filter((table) => !placed.has(table))
      .flatMap(waitsOn)
      .find((fk) => fk.nullable);
    if (!breakable)
      throw new BackupError(
        `The tables' foreign keys make a cycle with no column that may wait: ${tables.filter((table) => !placed.has(table)).join(', ')}`,
      );
    deferred.set(breakable.table, [...(deferred.get(breakable.table) ?? []), breakable.column]);
  }
  return order;
}

/** Writes the whole shop (every table, images too) to `file`, read in one repeatable-read transaction. Answers what it wrote. */
export async function backupShop({ db, file }: { db: Db; file: string }): Promise<Header> {
  const gzip = createGzip();
  // Password hashes and the status links' secret are in it: only its owner may read it (decision 047).
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const done = pipeline(gzip, output);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let header: Header;
  try {
    header = await db.transaction(
      async (tx) => {
        const tables = await tableOrder(tx);
        const counted: Header['tables'] = [];
        for (const table of tables) {
          const [row] = await queryRows<{ n: number }>(
            tx,
            sql.raw(`select count(*)::int as n from ${shopTable(table.name)}`),
          );
          counted.push({ ...table, rows: row!.n });
        }
        const made: Header = {
          format: BACKUP_FORMAT,
          version: VERSION,
          createdAt: new Date().toISOString(),
          migrations: await migrationCount(tx),
          tables: counted,
        };
        await write(JSON.stringify(made));
        for (const table of counted) {
          const orderBy = table.primaryKey.length > 0 ? table.primaryKey.map(ident).join(', ') : '1';
          for (let offset = 0; offset < table.rows; offset += BATCH) {
            const rows = await queryRows<{ row: string }>(
              tx,
              sql.raw(
                `select row_to_json(t)::text as row from (select * from ${shopTable(table.name)} order by ${orderBy} limit ${BATCH} offset ${offset}) t`,
              ),
            );
            for (const { row } of rows) await write(`{"t":${JSON.stringify(table.name)},"r":${row}}`);
          }
        }
        return made;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } finally {
    gzip.end();
    await done;
  }
  return header;
}

/** Answers true when the shop has no account, product or order yet: a backup may be restored into it. */
export async function isEmptyShop(db: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from "public"."users") + (select count(*) from "public"."products") + (select count(*) from "public"."orders"))::int as n`,
  );
  return row!.n === 0;
}

/**
 * Loads a backup into an empty shop of the same version (migrated, with no account, product or order),
 * all in one transaction: each table's rows in the backup's order, the cycle's columns filled in last, and
 * every id sequence moved past the ids restored. Answers the tables and their row counts.
 *
 * It trusts the file for rows only (decision 047): the header must name exactly the shop's own tables,
 * every row goes into a table of the `public` schema by its qualified name, how to restore a table (its
 * order, key and late columns) comes from the running shop, and each table's count must equal the
 * header's before the transaction commits. A file cut short, damaged or altered is refused with one
 * sentence, and nothing is written.
 */
export async function restoreShop({ db, file }: { db: Db; file: string }): Promise<Header> {
  const source = createReadStream(file);
  const input = new PassThrough();
  let unreadable: Error | undefined;
  const reading = pipeline(source, createGunzip(), input).catch((error: unknown) => {
    unreadable = error as Error;
    input.destroy(unreadable);
  });
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const damaged = () => new BackupError(`${file} is cut short or damaged (${unreadable?.message ?? 'a line is not whole'}), so nothing was restored.`);
  try {
    const header = await readHeader(file, lines);
    const migrations = await migrationCount(db);
    if (header.migrations !== migrations) {
      throw new BackupError(`The backup was made by a shop with ${header.migrations} database migrations and this one has ${migrations}: restore it with the shop's version that made it.`);
    }
    const listed = header.tables.map((each) => each.name);
    const foreign = listed.filter((name) => !SHOP_TABLES.has(name));
    const missing = [...SHOP_TABLES].filter((name) => !listed.includes(name));
    if (foreign.length > 0 || missing.length > 0 || new Set(listed).size !== listed.length) {
      const said = [foreign.length > 0 && `names ${foreign.join(', ')}, not the shop's`, missing.length > 0 && `lacks ${missing.join(', ')}`].filter(Boolean).join(' and ');
      throw new BackupError(`The backup's list of tables is not this shop's (it ${said || 'names a table twice'}), so nothing was restored.`);
    }
    if (!(await isEmptyShop(db))) throw new BackupError('This shop is not empty (it has accounts, products or orders): restore into a new DATA_DIR or an empty database.');
    await db.transaction(async (tx) => {
      await loadRows(tx, header, lines, damaged);
      // Every line read whole is not enough: the file must end as gzip ends (its length and checksum).
      await reading;
      if (unreadable) throw damaged();
    });
    return header;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (unreadable || error instanceof SyntaxError) throw damaged();
    throw new BackupError(`The backup's rows could not be loaded (${error instanceof Error ? error.message : String(error)}), so nothing was restored.`);
  } finally {
    source.destroy();
  }
}

async function readHeader(file: string, lines: AsyncIterator<string>): Promise<Header> {
  let first: IteratorResult<string>;
  try {
    first = await lines.next();
  } catch {
    throw new BackupError(`${file} is not a shop backup (it is not a gzipped file, or it is cut short).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(first.done ? '' : first.value);
  } catch {
    throw new BackupError(`${file} is not a shop backup.`);
  }
  const read = headerShape.safeParse(parsed);
  if (!read.success) throw new BackupError(`${file} is not a shop backup this version can read.`);
  return read.data;
}

/** The rows, in one transaction that the caller's error rolls back. */
async function loadRows(tx: DbOrTx, header: Header, lines: AsyncIterator<string>, damaged: () => BackupError): Promise<void> {
  // The running shop says how each table is restored; the header only which tables and how many rows.
  const plan = new Map((await tableOrder(tx)).map((each) => [each.name, each]));
  // What migrations or the first start wrote (policy pages, thresholds) gives way to the backup's.
  for (const name of [...plan.keys()].reverse()) await tx.execute(sql.raw(`delete from ${shopTable(name)}`));
  const later: { table: TablePlan; rows: Record<string, unknown>[] }[] = [];
  let batch: Record<string, unknown>[] = [];
  let batchBytes = 0;
  let current: TablePlan | undefined;
  const flush = async () => {
    if (!current || batch.length === 0) return;
    const each = current;
    const target = sql.raw(shopTable(each.name));
    if (each.deferred.length > 0) later.push({ table: each, rows: batch.map((row) => Object.fromEntries([...each.primaryKey, ...each.deferred].map((column) => [column, row[column]]))) });
    const rows = each.deferred.length > 0 ? batch.map((row) => ({ ...row, ...Object.fromEntries(each.deferred.map((column) => [column, null])) })) : batch;
    await tx.execute(sql`insert into ${target} select * from json_populate_recordset(null::${target}, ${JSON.stringify(rows)}::json)`);
    batch = [];
    batchBytes = 0;
  };
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    if (next.value === '') continue;
    const line = JSON.parse(next.value) as { t?: unknown; r?: unknown };
    if (typeof line.t !== 'string' || typeof line.r !== 'object' || line.r === null || Array.isArray(line.r)) throw damaged();
    if (current?.name !== line.t) {
      await flush();
      current = plan.get(line.t);
      if (!current) throw new BackupError(`The backup has rows for ${line.t}, which is not a table of the shop, so nothing was restored.`);
    }
    batch.push(line.r as Record<string, unknown>);
    batchBytes += next.value.length;
    // Images are large: a statement carries at most BATCH rows or about 8 MB of them.
    if (batch.length >= BATCH || batchBytes > 8_000_000) await flush();
  }
  await flush();
  for (const { table: each, rows } of later) {
    const target = sql.raw(shopTable(each.name));
    const keys = each.primaryKey.map((column) => `t.${ident(column)} = d.${ident(column)}`).join(' and ');
    const sets = each.deferred.map((column) => `${ident(column)} = d.${ident(column)}`).join(', ');
    await tx.execute(sql`update ${target} t set ${sql.raw(sets)} from json_populate_recordset(null::${target}, ${JSON.stringify(rows)}::json) d where ${sql.raw(keys)}`);
  }
  // Each table holds what the header says it had, or the transaction rolls back.
  for (const { name, rows } of header.tables) {
    const [row] = await queryRows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${shopTable(name)}`));
    if (row!.n !== rows) throw new BackupError(`The backup's header says ${name} had ${rows} rows but the file holds ${row!.n}, so nothing was restored.`);
  }
  // Every serial column's sequence continues after the ids restored.
  const serials = await queryRows<{ table: string; column: string }>(
    tx,
    sql`select table_name as table, column_name as column from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table: name, column } of serials.filter((each) => SHOP_TABLES.has(each.table))) {
    const qualified = shopTable(name);
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${qualified.replace(/'/g, "''")}', '${column.replace(/'/g, "''")}'), coalesce(max(${ident(column)}), 1), max(${ident(column)}) is not null) from ${qualified}`,
      ),
    );
  }
}
