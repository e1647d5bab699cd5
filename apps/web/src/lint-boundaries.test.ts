// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/**
 * Rule 2 of docs/product/engineering.md (imports flow one way) is kept by lint, and lint can fail: each case lints a file that does not exist (only its
 * path and text are given) with the repository's own eslint.config.js.
 */
const repoRoot = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const eslint = new ESLint({ cwd: repoRoot });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const restricted = (zoneMessage: string) => [
  { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(zoneMessage) as string },
];

// One real file of each feature folder on disk (the glob lists files, it imports none), so a new feature is covered.
const fileOf = new Map<string, string>();
for (const file of Object.keys(import.meta.glob(['./features/*/**/*.{ts,tsx}', '!**/*.test.*']))) {
  const [, , feature = '', ...rest] = file.split('/');
  if (!fileOf.has(feature)) fileOf.set(feature, rest.join('/'));
}
const features = [...fileOf.keys()].sort();

describe('import boundaries of the web app', () => {
  test('every feature folder is listed', () => {
    expect(features).toEqual(
      expect.arrayContaining([
        'account',
        'admin',
        'admin-charges',
        'admin-dashboard',
        'admin-orders',
        'admin-pages',
        'admin-products',
        'admin-promos',
        'admin-tax-report',
        'admin-users',
        'auth',
        'care',
        'cart',
        'catalog',
        'checkout',
        'delivery',
        'stock-alerts',
        'wishlist',
      ]),
    );
  });

  test.each(features.map((feature, i) => [feature, features[(i + 1) % features.length]]))(
    'the %s feature cannot import the %s feature',
    async (feature, other) => {
      const code = `import * as other from '../${other}/${fileOf.get(other ?? '')}';\nexport const used = other;\n`;
      expect(await lint(`apps/web/src/features/${feature}/__fixture__.ts`, code)).toEqual(
        restricted('a feature does not import another feature'),
      );
    },
  );

  test('a feature cannot import the auth slice of another, the case the review found', async () => {
    const code = "import { selectUser } from '../auth/auth-slice.ts';\nexport const user = selectUser;\n";
    expect(await lint('apps/web/src/features/cart/__fixture__.ts', code)).toEqual(
      restricted('a feature does not import another feature'),
    );
  });

  test('a feature cannot import a screen', async () => {
    const code =
      "import { ShippingPage } from '../../routes/shipping.tsx';\nexport const page = ShippingPage;\n";
    expect(await lint('apps/web/src/features/cart/__fixture__.ts', code)).toEqual(
      restricted('features do not import screens'),
    );
  });

  test('shared components cannot import a feature', async () => {
    const code =
      "import { selectUser } from '../../features/auth/auth-slice.ts';\nexport const user = selectUser;\n";
    expect(await lint('apps/web/src/components/ui/__fixture__.ts', code)).toEqual(
      restricted('components are below features'),
    );
  });

  test('lib cannot import a feature', async () => {
    const code =
      "import { selectUser } from '../features/auth/auth-slice.ts';\nexport const user = selectUser;\n";
    expect(await lint('apps/web/src/lib/__fixture__.ts', code)).toEqual(
      restricted('lib is the bottom layer'),
    );
  });

  test('an import cycle fails (lib/api.ts imports lib/storage.ts, which here imports it back)', async () => {
    const code = "import { api } from './api.ts';\nexport const getToken = () => String(api);\n";
    expect(await lint('apps/web/src/lib/storage.ts', code)).toEqual([
      { ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' },
    ]);
  });

  test('a screen composing two features is fine', async () => {
    const code = [
      "import { selectUser } from '../features/auth/auth-slice.ts';",
      "import { selectCart } from '../features/cart/cart-slice.ts';",
      'export const both = [selectUser, selectCart];',
      '',
    ].join('\n');
    expect(await lint('apps/web/src/routes/__fixture__.ts', code)).toEqual([]);
  });
});

describe('no status literal decides an action on a screen (decision 066)', () => {
  const fired = async (file: string, code: string) => (await lint(file, code)).map((message) => message.ruleId);

  test("a screen or a feature comparing an order's or a shipment's status with a literal fails", async () => {
    for (const file of ['apps/web/src/routes/__fixture__.tsx', 'apps/web/src/features/admin-orders/__fixture__.tsx']) {
      expect(await fired(file, "export const canShip = (order: { status: string }) => order.status === 'complete';\n")).toContain('no-restricted-syntax');
      expect(await fired(file, "export const shipped = (view?: { status: string }) => view?.status !== 'shipped';\n")).toContain('no-restricted-syntax');
      expect(await fired(file, "export const ready = (s: { fulfilment: { status: string } }) => 'ready' === s.fulfilment.status;\n")).toContain('no-restricted-syntax');
      expect(await fired(file, "export const waits = (plan: { weather: string }) => plan.weather === 'held';\n")).toContain('no-restricted-syntax');
    }
  });

  test('orderActions, isPaid and other statuses (a load, a claim, a refund) are fine', async () => {
    const code = [
      "import { orderActions } from '@shop/shared/order-actions';",
      "import { isPaid } from '@shop/shared/order-status';",
      "export const a = (order: { id: number; status: 'complete' }) => orderActions({ id: order.id, status: order.status }, { method: 'ship', status: 'waiting', weather: null }).has('ship') && isPaid(order.status);",
      "export const b = (load: { status: string }, claim: { status: string }, refund: { status: string }) => load.status === 'loading' || claim.status === 'info' || refund.status === 'pending';",
      '',
    ].join('\n');
    expect(await fired('apps/web/src/routes/__fixture__.tsx', code)).toEqual([]);
  });
});
