import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from './client.ts';

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

interface Header {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** How many migrations the database had: a backup restores into a shop of the same version. */
  migrations: number;
  tables: { name: string; primaryKey: string[]; deferred: string[]; rows: number }[];
}

export class BackupError extends Error {}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function migrationCount(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  ).catch(() => [{ n: 0 }]);
  return row?.n ?? 0;
}

/** The public tables in an order their foreign keys allow; a cycle is broken at a nullable column, restored after every row is in. */
async function tableOrder(db: DbOrTx): Promise<{ name: string; primaryKey: string[]; deferred: string[] }[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
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
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const order: { name: string; primaryKey: string[]; deferred: string[] }[] = [];
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
  const output = createWriteStream(file, { flags: 'wx' });
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
            sql.raw(`select count(*)::int as n from ${ident(table.name)}`),
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
                `select row_to_json(t)::text as row from (select * from ${ident(table.name)} order by ${orderBy} limit ${BATCH} offset ${offset}) t`,
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
    sql`select ((select count(*) from users) + (select count(*) from products) + (select count(*) from orders))::int as n`,
  );
  return row!.n === 0;
}

/**
 * Loads a backup into an empty shop of the same version (migrated, with no account, product or order),
 * all in one transaction: each table's rows in the backup's order, the cycle's columns filled in last, and
 * every id sequence moved past the ids restored. Answers the tables and their row counts.
 */
export async function restoreShop({ db, file }: { db: Db; file: string }): Promise<Header> {
  const input = new PassThrough();
  const reading = pipeline(createReadStream(file), createGunzip(), input).catch((error: unknown) => {
    input.destroy(error as Error);
  });
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const first = await lines.next().catch((error: unknown) => {
    throw new BackupError(
      `${file} is not a shop backup (${error instanceof Error ? error.message : String(error)})`,
    );
  });
  let header: Header;
  try {
    header = JSON.parse(first.done ? '' : first.value) as Header;
  } catch {
    throw new BackupError(`${file} is not a shop backup`);
  }
  if (header.format !== BACKUP_FORMAT || header.version !== VERSION)
    throw new BackupError(`${file} is not a shop backup this version can read`);
  if (header.migrations !== (await migrationCount(db))) {
    throw new BackupError(
      `The backup was made by a shop with ${header.migrations} database migrations and this one has ${await migrationCount(db)}: restore it with the shop's version that made it`,
    );
  }
  if (!(await isEmptyShop(db)))
    throw new BackupError(
      'This shop is not empty (it has accounts, products or orders): restore into a new DATA_DIR or an empty database',
    );
  await db.transaction(async (tx) => {
    // What migrations or the first start wrote (policy pages, thresholds) gives way to the backup's.
    for (const table of [...header.tables].reverse())
      await tx.execute(sql.raw(`delete from ${ident(table.name)}`));
    const later: { table: Header['tables'][number]; rows: Record<string, unknown>[] }[] = [];
    let batch: Record<string, unknown>[] = [];
    let batchBytes = 0;
    let current: Header['tables'][number] | undefined;
    const flush = async () => {
      if (!current || batch.length === 0) return;
      const table = current;
      if (table.deferred.length > 0)
        later.push({
          table,
          rows: batch.map((row) =>
            Object.fromEntries(
              [...table.primaryKey, ...table.deferred].map((column) => [column, row[column]]),
            ),
          ),
        });
      const rows =
        table.deferred.length > 0
          ? batch.map((row) => ({
              ...row,
              ...Object.fromEntries(table.deferred.map((column) => [column, null])),
            }))
          : batch;
      await tx.execute(
        sql`insert into ${sql.raw(ident(table.name))} select * from json_populate_recordset(null::${sql.raw(ident(table.name))}, ${JSON.stringify(rows)}::json)`,
      );
      batch = [];
      batchBytes = 0;
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      if (next.value === '') continue;
      const line = JSON.parse(next.value) as { t: string; r: Record<string, unknown> };
      if (current?.name !== line.t) {
        await flush();
        current = header.tables.find((table) => table.name === line.t);
        if (!current) throw new BackupError(`The backup has a table this shop does not: ${line.t}`);
      }
      batch.push(line.r);
      batchBytes += next.value.length;
      // Images are large: a statement carries at most BATCH rows or about 8 MB of them.
      if (batch.length >= BATCH || batchBytes > 8_000_000) await flush();
    }
    await flush();
    for (const { table, rows } of later) {
      const keys = table.primaryKey.map((column) => `t.${ident(column)} = d.${ident(column)}`).join(' and ');
      const sets = table.deferred.map((column) => `${ident(column)} = d.${ident(column)}`).join(', ');
      await tx.execute(
        sql`update ${sql.raw(ident(table.name))} t set ${sql.raw(sets)} from json_populate_recordset(null::${sql.raw(ident(table.name))}, ${JSON.stringify(rows)}::json) d where ${sql.raw(keys)}`,
      );
    }
    // Every serial column's sequence continues after the ids restored.
    const serials = await queryRows<{ table: string; column: string }>(
      tx,
      sql`select table_name as table, column_name as column from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table, column } of serials) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${ident(table).replace(/'/g, "''")}', '${column.replace(/'/g, "''")}'), coalesce(max(${ident(column)}), 1), max(${ident(column)}) is not null) from ${ident(table)}`,
        ),
      );
    }
  });
  await reading;
  return header;
}
