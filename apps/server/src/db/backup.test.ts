import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
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
import { backupShop, restoreShop } from './backup.ts';
import { type Database, openDatabase } from './client.ts';
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
    expect(dry.err).toContain('  row 3 (no-price): Variant Price is missing');
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
