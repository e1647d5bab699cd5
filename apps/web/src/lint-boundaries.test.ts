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
