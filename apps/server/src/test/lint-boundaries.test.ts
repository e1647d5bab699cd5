import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });
const configFile = path.join(root, 'eslint.config.js');

/** The rules that fire on `code` as if it were the file at `file` (relative to the repository). */
async function rulesFiredOn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint keeps the server modules apart (decision 013)', () => {
  test('payments, a leaf, may not call orders', async () => {
    const fired = await rulesFiredOn('apps/server/src/modules/payments/probe.ts', "import { lockOrder } from '../orders/lock-order.ts';\nexport const probe = lockOrder;\n");
    expect(fired).toContain('import-x/no-restricted-paths');
  });

  test('a module may not touch another module\'s tables', async () => {
    const fired = await rulesFiredOn('apps/server/src/modules/orders/probe.ts', "import { paymentSessions } from '../../db/schema/payments.ts';\nexport const probe = paymentSessions;\n");
    expect(fired).toContain('import-x/no-restricted-paths');
  });

  test('plugins never import modules', async () => {
    const fired = await rulesFiredOn('apps/server/src/plugins/probe.ts', "import { logOut } from '../modules/accounts/log-out.ts';\nexport const probe = logOut;\n");
    expect(fired).toContain('import-x/no-restricted-paths');
  });

  test('production code does not import test support', async () => {
    const fired = await rulesFiredOn('apps/server/src/modules/checkout/probe.ts', "import { GOOD_CARD } from './checkout.test-support.ts';\nexport const probe = GOOD_CARD;\n");
    expect(fired).toContain('no-restricted-imports');
  });

  test('a route file calls verbs, never the database', async () => {
    const fired = await rulesFiredOn('apps/server/src/modules/orders/routes.ts', "import { orders } from '../../db/schema/orders.ts';\nexport const probe = orders;\n");
    expect(fired).toContain('no-restricted-imports');
  });

  test('an import cycle is refused', async () => {
    // orders/lock-order.ts importing checkout, which imports orders/lock-order.ts back.
    const fired = await rulesFiredOn('apps/server/src/modules/orders/lock-order.ts', "import { settlePayment } from '../checkout/settle-payment.ts';\nexport const probe = settlePayment;\n");
    expect(fired).toContain('import-x/no-cycle');
  });

  test('another module is reached only through its index.ts (decision 037)', async () => {
    // checkout may call orders, so only the public-face zone can refuse this import.
    const inner = "import { lockOrder } from '../orders/lock-order.ts';\nexport const probe = lockOrder;\n";
    expect(await rulesFiredOn('apps/server/src/modules/checkout/probe.ts', inner)).toEqual(['import-x/no-restricted-paths']);
    const face = "import { lockOrder } from '../orders/index.ts';\nexport const probe = lockOrder;\n";
    expect(await rulesFiredOn('apps/server/src/modules/checkout/probe.ts', face)).toEqual([]);
  });

  test('outside the modules, the sweep, the seed and app.ts use a module\'s index.ts or its routes.ts', async () => {
    const inner = "import { expireOrders } from '../modules/checkout/expire-orders.ts';\nexport const probe = expireOrders;\n";
    expect(await rulesFiredOn('apps/server/src/jobs/probe.ts', inner)).toEqual(['import-x/no-restricted-paths']);
    const face = "import { expireOrders } from '../modules/checkout/index.ts';\nexport const probe = expireOrders;\n";
    expect(await rulesFiredOn('apps/server/src/jobs/probe.ts', face)).toEqual([]);
    const wiring = "import { checkoutRoutes } from './modules/checkout/routes.ts';\nexport const probe = checkoutRoutes;\n";
    expect(await rulesFiredOn('apps/server/src/probe.ts', wiring)).toEqual([]);
  });

  test('the orchestrator may call the modules it composes, and tests may read any table', async () => {
    const checkout = "import { lockOrder } from '../orders/index.ts';\nimport { findPayment } from '../payments/index.ts';\nexport const probe = [lockOrder, findPayment];\n";
    expect(await rulesFiredOn('apps/server/src/modules/checkout/probe.ts', checkout)).toEqual([]);
    const testFile = "import { paymentSessions } from '../../db/schema/payments.ts';\nexport const probe = paymentSessions;\n";
    expect(await rulesFiredOn('apps/server/src/modules/orders/probe.test.ts', testFile)).toEqual([]);
  });

  test('orders reads the shipment beside its rows, but only fulfilment writes it (decision 057)', async () => {
    const read = "import { shipments } from '../../db/schema/fulfilment.ts';\nexport const probe = (db: any) => db.select().from(shipments);\n";
    expect(await rulesFiredOn('apps/server/src/modules/orders/probe.ts', read)).not.toContain('no-restricted-syntax');
    const write = "import { shipments } from '../../db/schema/fulfilment.ts';\nexport const probe = (db: any) => db.update(shipments).set({ status: 'shipped' });\n";
    expect(await rulesFiredOn('apps/server/src/modules/orders/probe.ts', write)).toContain('no-restricted-syntax');
    expect(await rulesFiredOn('apps/server/src/modules/fulfilment/probe.ts', write)).not.toContain('no-restricted-syntax');
  });

  test('fulfilment is a leaf: it calls no other module (decision 057)', async () => {
    const call = "import { lockOrder } from '../orders/index.ts';\nexport const probe = lockOrder;\n";
    expect(await rulesFiredOn('apps/server/src/modules/fulfilment/probe.ts', call)).toContain('import-x/no-restricted-paths');
  });

  test('the module graph of an order\'s life (decision 066): claims below the conductor, orders without the inventory, fulfilment a leaf', async () => {
    const { SERVER_MODULES } = (await import(configFile)) as { SERVER_MODULES: Record<string, { calls: string[] }> };
    expect(SERVER_MODULES.claims!.calls).not.toContain('checkout');
    expect(SERVER_MODULES.orders!.calls).not.toContain('inventory');
    expect(SERVER_MODULES.fulfilment!.calls).toEqual([]);
    expect(SERVER_MODULES.checkout!.calls).toEqual(expect.arrayContaining(['claims', 'orders', 'inventory', 'fulfilment']));
    // The table is what lint enforces; the files say the same, tests and test support aside.
    const importsOf = (module: string) =>
      readdirSync(path.join(root, 'apps/server/src/modules', module))
        .filter((file) => file.endsWith('.ts') && !/\.(test|test-support|access-cases)\.ts$/.test(file))
        .flatMap((file) => [...readFileSync(path.join(root, 'apps/server/src/modules', module, file), 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)].map((match) => `${file} -> ${match[1]}`));
    expect(importsOf('claims').filter((edge) => edge.endsWith('-> checkout'))).toEqual([]);
    expect(importsOf('orders').filter((edge) => edge.endsWith('-> inventory'))).toEqual([]);
    expect(importsOf('fulfilment')).toEqual([]);
    // And lint refuses each edge if someone adds it back.
    const claimsCallsCheckout = "import { refundOrder } from '../checkout/index.ts';\nexport const probe = refundOrder;\n";
    expect(await rulesFiredOn('apps/server/src/modules/claims/probe.ts', claimsCallsCheckout)).toContain('import-x/no-restricted-paths');
    const ordersCallsInventory = "import { holdStock } from '../inventory/index.ts';\nexport const probe = holdStock;\n";
    expect(await rulesFiredOn('apps/server/src/modules/orders/probe.ts', ordersCallsInventory)).toContain('import-x/no-restricted-paths');
    const conductor = "import { lockClaimToDecide } from '../claims/index.ts';\nimport { holdStock } from '../inventory/index.ts';\nexport const probe = [lockClaimToDecide, holdStock];\n";
    expect(await rulesFiredOn('apps/server/src/modules/checkout/probe.ts', conductor)).toEqual([]);
  });

  test('every module folder has its entry in the table of who may call whom', async () => {
    const { SERVER_MODULES } = (await import(configFile)) as { SERVER_MODULES: Record<string, unknown> };
    const folders = readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((folder) => folder.name).filter((name) => !(name in SERVER_MODULES))).toEqual([]);
  });

  test('a cycle of type-only imports, which import-x/no-cycle skips, fails npm run cycles (dpdm)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cycle-probe-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport type A = { b: B };\n");
      writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.ts';\nexport type B = { a?: A };\n");
      writeFileSync(path.join(dir, 'c.ts'), "import type { A } from './a.ts';\nexport type C = { a: A };\n");
      const dpdm = (files: string) =>
        spawnSync(process.execPath, [path.join(root, 'node_modules/dpdm/lib/bin/dpdm.js'), '--no-warning', '--no-tree', '--exit-code', 'circular:1', files], { cwd: dir, encoding: 'utf8' });
      expect(dpdm('c.ts').status).toBe(1);
      rmSync(path.join(dir, 'b.ts'));
      writeFileSync(path.join(dir, 'b.ts'), 'export type B = { n: number };\n');
      expect(dpdm('c.ts').status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
