import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runAdminCommand } from '../admin-cli.ts';
import { payOnTestPage } from '../modules/checkout/checkout.test-support.ts';
import { ledgerProblems } from '../modules/inventory/inventory.test-support.ts';
import { orderBody, placeOrder } from '../modules/orders/orders.test-support.ts';
import { adminToken, createTestShop, type TestShop } from '../test/harness.ts';
import { adminQuery, databaseUrl } from '../test/templates.ts';
import { BackupError, backupShop, restoreShop, SHOP_TABLES } from './backup.ts';
import { type Database, type Db, openDatabase, queryRows } from './client.ts';
import { lastBackup } from './schema/launch.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
let source: TestShop;
let orderIds: number[] = [];
beforeAll(async () => {
  source = await createTestShop();
  const paid = await placeOrder(
    source,
    orderBody([
      { productId: 1, qty: 2 },
      { productId: 4, qty: 1 },
    ]),
  );
  await payOnTestPage(source, paid);
  const unpaid = await placeOrder(
    source,
    orderBody([{ productId: 2, qty: 1 }], { userEmail: 'bea@example.com' }),
  );
  orderIds = [paid.id, unpaid.id];
});
afterAll(async () => {
  await source.close();
  rmSync(folder, { recursive: true, force: true });
});

/** An empty database of the kind the run asks for: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
async function emptyDatabase(): Promise<{ database: Database; kind: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({}), kind: 'PGlite', drop: async () => {} };
  const name = `shop_restore_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 4 });
  return {
    database,
    kind: 'PostgreSQL',
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

const io = () => {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      env: {},
      readStdin: async () => '',
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
    },
  };
};

describe('backups (decision 043)', () => {
  test(`a shop with orders on ${process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite'}, backed up and restored into an empty ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} database, answers the same orders, catalogue and images`, async () => {
    const file = path.join(folder, 'shop.backup');
    const header = await backupShop({ db: source.db, file });
    expect(header.tables.find((table) => table.name === 'orders')!.rows).toBeGreaterThanOrEqual(2);
    expect(header.tables.find((table) => table.name === 'images')!.rows).toBeGreaterThan(55);

    const target = await emptyDatabase();
    await target.database.withStartupLock(async () => {});
    await restoreShop({ db: target.database.db, file });
    const restored = await createTestShop({ database: target.database });
    try {
      const [adminA, adminB] = [await adminToken(source), await adminToken(restored)];
      for (const id of orderIds) {
        const before = await source.request({ method: 'GET', url: `/api/orders/${id}`, token: adminA });
        const after = await restored.request({ method: 'GET', url: `/api/orders/${id}`, token: adminB });
        expect(after.statusCode).toBe(200);
        expect(after.json()).toEqual(before.json());
      }
      expect((await restored.request({ method: 'GET', url: '/api/products' })).json()).toEqual(
        (await source.request({ method: 'GET', url: '/api/products' })).json(),
      );
      for (const image of [
        '/images/monstera-deliciosa.jpg',
        '/images/landing.webp',
        '/images/placeholder-lq_1.webp',
      ]) {
        const [a, b] = [
          await source.request({ method: 'GET', url: image }),
          await restored.request({ method: 'GET', url: image }),
        ];
        expect(b.statusCode, image).toBe(200);
        expect(b.rawPayload.equals(a.rawPayload), image).toBe(true);
      }
      // The restored shop goes on: a new order gets the next id, and the stock still adds up.
      const next = await placeOrder(
        restored,
        orderBody([{ productId: 1, qty: 1 }], { userEmail: 'cy@example.com' }),
      );
      expect(next.id).toBeGreaterThan(Math.max(...orderIds));
      expect(await ledgerProblems(restored.db)).toEqual([]);
      // A backup goes only into an empty shop.
      await expect(restoreShop({ db: restored.db, file })).rejects.toThrow(/not empty/);
    } finally {
      await restored.close();
      await target.drop();
    }
  }, 120_000);

  test('the commands: backup, restore into a new DATA_DIR, import --dry-run there; and "stop the shop first" while it runs', async () => {
    const file = path.join(folder, 'cli.backup');
    // The source is in memory; its backup stands for one made by `npm run backup`.
    await backupShop({ db: source.db, file });
    const dataDir = path.join(folder, 'data');
    // A file cut short: one sentence and exit code 1, never a stack trace; the shop stays empty.
    const cutFile = path.join(folder, 'cli-cut.backup');
    writeFileSync(cutFile, readFileSync(file).subarray(0, 100_000));
    const cut = io();
    expect(await runAdminCommand(['restore', cutFile], { ...cut.io, env: { DATA_DIR: dataDir } })).toBe(1);
    expect(cut.err).toEqual([`${cutFile} is cut short or damaged (unexpected end of file), so nothing was restored.`]);
    const restore = io();
    expect(await runAdminCommand(['restore', file], { ...restore.io, env: { DATA_DIR: dataDir } })).toBe(0);
    expect(restore.out.join('\n')).toMatch(/Restored .*: 55 products, \d+ images, \d+ accounts, \d+ orders/);

    const dry = io();
    const csv = path.join(folder, 'one.csv');
    writeFileSync(
      csv,
      'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty\ncli-fern,CLI Fern,Title,Default Title,CLI-FERN,12.00,3\nno-price,No Price,Title,Default Title,NO-PRICE,,1\nzz-plant,ZZ Plant,Title,Default Title,CLI-ZZ,20.00,2\n',
    );
    expect(
      await runAdminCommand(['import', csv, '--dry-run'], { ...dry.io, env: { DATA_DIR: dataDir } }),
    ).toBe(1);
    expect(dry.out[0]).toBe(
      'Dry run: 3 rows; 1 products to create, 1 to update, 0 unchanged, 1 rows refused.',
    );
    // Each refused row, then every one of its problems under it, its column first (decision 056).
    expect(dry.err).toEqual(expect.arrayContaining(['  row 3 (no-price):', '    Variant Price: Variant Price is missing']));
    // The restored shop still has the demo catalogue (decision 048): the check says so.
    expect(dry.out).toContain(
      '1 product of this file would update a demo plant (zz-plant): remove the demo catalogue first (Admin > Products), and it comes in as your own plant.',
    );

    const exported = io();
    expect(
      await runAdminCommand(['export', path.join(folder, 'out.csv')], {
        ...exported.io,
        env: { DATA_DIR: dataDir },
      }),
    ).toBe(0);
    expect(exported.out[0]).toMatch(/^Exported \d+ variants to /);

    // `npm run backup` keeps when it finished, for the launch checklist (decision 052).
    const backedUp = io();
    expect(await runAdminCommand(['backup', path.join(folder, 'nightly.backup')], { ...backedUp.io, env: { DATA_DIR: dataDir } })).toBe(0);
    const restored = await openDatabase({ dataDir });
    try {
      const [kept] = await restored.db.select().from(lastBackup);
      expect(kept).toMatchObject({ id: 1, file: path.join(folder, 'nightly.backup') });
      expect(Date.now() - kept!.finishedAt.getTime()).toBeLessThan(60_000);
      expect(backedUp.out[0]).toBe(`Backed up ${backedUp.out[0]!.match(/(\d+) tables/)![1]} tables (${kept!.rows} rows) to ${path.join(folder, 'nightly.backup')}.`);
    } finally {
      await restored.close();
    }

    // The shop running on that DATA_DIR (this process stands for it) holds its files.
    const busyDir = path.join(folder, 'busy');
    mkdirSync(path.join(busyDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(busyDir, 'pglite.pid'), String(process.pid));
    const busy = io();
    expect(
      await runAdminCommand(['backup', path.join(folder, 'busy.backup')], {
        ...busy.io,
        env: { DATA_DIR: busyDir },
      }),
    ).toBe(1);
    expect(busy.err.join('\n')).toMatch(/in use by another process .* stop the shop/);
    const usage = io();
    expect(await runAdminCommand(['import'], usage.io)).toBe(2);
    expect(usage.err.join('\n')).toMatch(/npm run import -- FILE \[--dry-run\]/);
    // A PGlite database on disk is made and migrated twice here: slow on a busy machine.
  }, 120_000);
});

/** A backup's lines (the header first), to alter as an attacker or a bad disk would. */
function linesOf(file: string): string[] {
  return gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter((line) => line !== '');
}
function writeLines(file: string, lines: string[]): void {
  writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
}

/** A digest of every row of the shop's tables and of pg_description: equal digests mean nothing was written. */
async function digest(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const name of [...SHOP_TABLES].sort()) {
    const [row] = await queryRows<{ d: string }>(db, sql.raw(`select count(*) || ':' || md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as d from "public"."${name}" t`));
    parts.push(`${name}=${row!.d}`);
  }
  const [catalog] = await queryRows<{ d: string }>(db, sql`select count(*) || ':' || md5(coalesce(string_agg(description, '' order by objoid, classoid, objsubid), '')) as d from pg_catalog.pg_description`);
  return [...parts, `pg_description=${catalog!.d}`].join('\n');
}

describe('a restore trusts the file for rows only (decision 047)', () => {
  let file: string;
  let target: Awaited<ReturnType<typeof emptyDatabase>>;
  let before: string;
  beforeAll(async () => {
    file = path.join(folder, 'good.backup');
    await backupShop({ db: source.db, file });
    target = await emptyDatabase();
    await target.database.withStartupLock(async () => {});
    before = await digest(target.database.db);
  });
  afterAll(async () => {
    await target?.database.close();
    await target?.drop();
  });

  /** Restores `lines` (or raw bytes) into the empty target: the sentence it is refused with, and that nothing was written. */
  async function refusal(name: string, content: string[] | Buffer): Promise<string> {
    const tampered = path.join(folder, name);
    if (Buffer.isBuffer(content)) writeFileSync(tampered, content);
    else writeLines(tampered, content);
    const error = await restoreShop({ db: target.database.db, file: tampered }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect(await digest(target.database.db)).toBe(before);
    return (error as BackupError).message;
  }

  test("the shop's own tables are exactly those its migrations make, and a backup holds those, readable by its owner only", async () => {
    const tables = await queryRows<{ name: string }>(source.db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    expect([...SHOP_TABLES].sort()).toEqual(tables.map((row) => row.name).sort());
    expect(JSON.parse(linesOf(file)[0]!).tables.map((table: { name: string }) => table.name).sort()).toEqual([...SHOP_TABLES].sort());
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  test(`a header naming pg_description or another application's table is refused, and nothing is written, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const [first, ...rows] = linesOf(file);
    const header = JSON.parse(first!);
    const withCatalog = { ...header, tables: [...header.tables, { name: 'pg_description', primaryKey: [], deferred: [], rows: 1 }] };
    const row = JSON.stringify({ t: 'pg_description', r: { objoid: 1, classoid: 1259, objsubid: 0, description: 'tampered' } });
    expect(await refusal('catalog.backup', [JSON.stringify(withCatalog), ...rows, row])).toBe(
      "The backup's list of tables is not this shop's (it names pg_description, not the shop's), so nothing was restored.",
    );
    // A shop table's name swapped for another application's (the same number of tables).
    const swapped = { ...header, tables: header.tables.map((table: { name: string }) => (table.name === 'wishlist_items' ? { ...table, name: 'other_app_accounts' } : table)) };
    expect(await refusal('swapped.backup', [JSON.stringify(swapped), ...rows])).toBe(
      "The backup's list of tables is not this shop's (it names other_app_accounts, not the shop's and lacks wishlist_items), so nothing was restored.",
    );
    // Rows for a table the header does not list.
    expect(await refusal('stray.backup', [first!, ...rows, row])).toBe('The backup has rows for pg_description, which is not a table of the shop, so nothing was restored.');
  });

  test('a backup missing a whole table (the stock ledger) is refused by its own header, and nothing is written', async () => {
    const [first, ...rows] = linesOf(file);
    const movements = JSON.parse(first!).tables.find((table: { name: string }) => table.name === 'stock_movements').rows;
    expect(movements).toBeGreaterThan(0);
    expect(await refusal('no-ledger.backup', [first!, ...rows.filter((line) => !line.startsWith('{"t":"stock_movements"'))])).toBe(
      `The backup's header says stock_movements had ${movements} rows but the file holds 0, so nothing was restored.`,
    );
    const header = JSON.parse(first!);
    const without = { ...header, tables: header.tables.filter((table: { name: string }) => table.name !== 'stock_movements') };
    expect(await refusal('no-ledger-listed.backup', [JSON.stringify(without), ...rows.filter((line) => !line.startsWith('{"t":"stock_movements"'))])).toBe(
      "The backup's list of tables is not this shop's (it lacks stock_movements), so nothing was restored.",
    );
  });

  test('a file cut short, or damaged inside, is refused with a sentence, and nothing is written', async () => {
    const whole = readFileSync(file);
    const cut = path.join(folder, 'cut.backup');
    expect(await refusal('cut.backup', whole.subarray(0, Math.floor(whole.length * 0.6)))).toBe(`${cut} is cut short or damaged (unexpected end of file), so nothing was restored.`);
    // Cut in gzip's trailer only: every line is there, but the file does not end as it was written.
    expect(await refusal('trailer.backup', whole.subarray(0, whole.length - 4))).toMatch(/trailer\.backup is cut short or damaged \(.+\), so nothing was restored\.$/);
    const lines = linesOf(file);
    const broken = path.join(folder, 'broken.backup');
    expect(await refusal('broken.backup', [...lines.slice(0, 40), lines[40]!.slice(0, 30), ...lines.slice(41)])).toBe(`${broken} is cut short or damaged (a line is not whole), so nothing was restored.`);
    // The good file still restores into the same database: the refusals left it empty.
    await restoreShop({ db: target.database.db, file });
    expect((await queryRows<{ n: number }>(target.database.db, sql`select count(*)::int as n from "public"."orders"`))[0]!.n).toBe(orderIds.length);
  });
});
