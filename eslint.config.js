import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Which modules each server module may call (decisions 013, 028, 066). payments, email, inventory and
 * fulfilment are leaves; checkout is the one conductor of an order's life, above orders and claims; the dashboard's read-only report reads any
 * table (the one documented exception to "a module reads and writes only its own tables").
 */
export const SERVER_MODULES = {
  // accounts reads settings for the shop's name in an authenticator app and whether staff must use two-factor sign-in (decision 070).
  accounts: { calls: ['email', 'orders', 'rate-limits', 'settings'], tables: ['accounts'] },
  care: { calls: ['catalog', 'email', 'orders'], tables: ['care'] },
  cart: { calls: ['accounts', 'catalog'], tables: ['cart'] },
  // The activity log (docs/decisions/065-one-audit-of-a-bulk-edit.md): a leaf every module may write to.
  audit: { calls: [], tables: ['audit'] },
  catalog: { calls: ['audit', 'images', 'inventory'], tables: ['catalog'] },
  // The arrival guarantee (decisions 042, 066): its rows, photos, window and views; below the conductor, which sequences a replacement or a refund.
  claims: { calls: ['email', 'images', 'inventory', 'notifications', 'orders', 'rate-limits', 'settings'], tables: ['claims'] },
  'catalog-csv': { calls: ['catalog', 'images'], tables: [] },
  // One reminder for an unpaid checkout (docs/decisions/072-one-reminder-for-an-unpaid-checkout.md).
  'checkout-reminders': { calls: ['catalog', 'email', 'orders', 'promos', 'settings'], tables: ['checkout-reminders'] },
  // Shopify's customer CSV (decision 062): accounts make the accounts, email keeps the consent; owns no table.
  'customers-csv': { calls: ['accounts', 'email'], tables: [] },
  // The conductor of an order's life (decisions 013, 028, 066): the one module that sequences orders, stock, payments, shipments and claims' decisions.
  checkout: { calls: ['cart', 'catalog', 'claims', 'delivery', 'email', 'fulfilment', 'inventory', 'notifications', 'orders', 'payments', 'promos', 'settings', 'shipping', 'tax'], tables: [] },
  delivery: { calls: ['rate-limits', 'shipping', 'weather'], tables: [] },
  // The morning summary (decision 051) is the dashboard's figures by email, to the owner's addresses.
  dashboard: { calls: ['email', 'notifications', 'settings'], tables: '*' },
  // "Remove the demo catalogue" (decision 048): asks each owner to remove its part, owns no table.
  'demo-catalogue': { calls: ['catalog', 'images', 'promos', 'reviews'], tables: [] },
  launch: { calls: ['demo-catalogue', 'pages', 'settings', 'tax'], tables: ['launch'] },
  email: { calls: ['settings'], tables: ['email'] },
  health: { calls: [], tables: [] },
  images: { calls: [], tables: ['images'] },
  inventory: { calls: [], tables: ['inventory'] },
  // The owner's own emails (decision 051): who the owner is, the switches, the messages; owns no table.
  notifications: { calls: ['accounts', 'email', 'orders', 'settings'], tables: [] },
  // orders reads its shipments beside its rows (decision 057); only fulfilment writes them (lint-boundaries.test.ts).
  // It calls no inventory (decision 066): the conductor holds and sells stock for the orders it places.
  orders: { calls: ['audit', 'fulfilment', 'rate-limits', 'settings', 'shipping'], tables: ['orders', 'fulfilment'] },
  // The shipment (decision 057): a leaf.
  fulfilment: { calls: [], tables: ['fulfilment'] },
  pages: { calls: ['catalog', 'claims', 'images', 'settings', 'shipping'], tables: ['pages'] },
  payments: { calls: [], tables: ['payments'] },
  promos: { calls: ['rate-limits'], tables: ['promos'] },
  'rate-limits': { calls: [], tables: ['rate-limits'] },
  // The owner's redirects and a Shopify shop's old addresses (decision 060); a renamed product's handle is the catalog's.
  redirects: { calls: ['catalog'], tables: ['redirects'] },
  reviews: { calls: ['catalog', 'email', 'images', 'orders', 'rate-limits'], tables: ['reviews'] },
  settings: { calls: ['images'], tables: ['settings'] },
  shipping: { calls: ['settings'], tables: ['shipping'] },
  'stock-alerts': { calls: ['catalog', 'email', 'notifications', 'rate-limits'], tables: ['stock-alerts'] },
  storefront: { calls: ['catalog', 'claims', 'images', 'pages', 'redirects', 'reviews', 'shipping'], tables: [] },
  tax: { calls: [], tables: ['tax'] },
  'tax-report': { calls: ['orders', 'tax'], tables: ['nexus'] },
  weather: { calls: [], tables: ['weather'] },
  wishlist: { calls: ['accounts', 'catalog'], tables: ['wishlist'] },
};

/**
 * The order's and the shipment's statuses a screen may not compare itself (decision 066); 'pending' is left
 * out, as refunds and reviews have a status of that name, and an unpaid order decides nothing on a screen.
 */
const ORDER_OR_SHIPMENT_STATUS = '/^(complete|canceled|shipped|waiting|delivered|ready|picked-up)$/';

function serverZones() {
  const src = './apps/server/src';
  const zones = Object.entries(SERVER_MODULES).flatMap(([name, { calls, tables }]) => [
    {
      target: `${src}/modules/${name}`,
      from: `${src}/modules`,
      except: [`./${name}`, ...calls.map((other) => `./${other}`)],
      message: `${name} may call only ${calls.length > 0 ? calls.join(', ') : 'no other module'} (SERVER_MODULES in eslint.config.js)`,
    },
    ...(tables === '*'
      ? []
      : [
          {
            target: `${src}/modules/${name}`,
            from: `${src}/db/schema`,
            except: tables.map((file) => `./${file}.ts`),
            message: `${name} reads and writes only its own tables; ask the owning module's verbs`,
          },
        ]),
  ]);
  // A module's files are its own to change (decision 037): other modules reach it only through its
  // index.ts; app.ts, the sweep, the seed and the CLI also through its routes.ts, which app.ts registers.
  const names = Object.keys(SERVER_MODULES);
  for (const name of names) {
    zones.push(
      {
        target: names.filter((other) => other !== name).map((other) => `${src}/modules/${other}`),
        from: `${src}/modules/${name}`,
        except: ['./index.ts'],
        message: `other modules reach ${name} only through its public face, modules/${name}/index.ts (decision 037)`,
      },
      {
        target: [`${src}/*.ts`, `${src}/db`, `${src}/jobs`, `${src}/seed`],
        from: `${src}/modules/${name}`,
        except: ['./index.ts', './routes.ts'],
        message: `outside the modules, ${name} is reached through modules/${name}/index.ts (or its routes.ts, registered by app.ts) (decision 037)`,
      },
    );
  }
  zones.push({ target: `${src}/plugins`, from: `${src}/modules`, message: 'plugins never import modules: app.ts hands them what they need' });
  return zones;
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', 'apps/server/src/db/migrations/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Redux Toolkit's lazy slices add themselves to the store's state type with `interface X extends WithSlice<...> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // No import cycle between values. import-x/no-cycle skips type-only imports, so `npm run cycles`
    // (dpdm, a step of npm test) catches cycles of types too. Imports name their file and reach
    // @shop/shared through its exports map.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    settings: { 'import-x/extensions': ['.ts', '.tsx'], 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    // Module boundaries (docs/product/engineering.md rule 2, decisions 013 and 037): each module calls only the modules it
    // may, through their index.ts, writes only the tables of its own schema file, and plugins never import
    // modules. Tests and test support may read any table and reach inside any module to check what
    // happened. apps/server/src/test/lint-boundaries.test.ts proves each zone fires.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts', '**/*.access-cases.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones() }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.test-support.ts', '**/*.access-cases.ts', '**/test/*'], message: 'Production code does not import test support.' }] },
      ],
    },
  },
  {
    // The shipment is fulfilment's (decision 057): orders reads it beside its rows, but only fulfilment's
    // verbs write it, so its status moves only through moveShipment.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/fulfilment/**', '**/*.test.ts', '**/*.test-support.ts', '**/*.access-cases.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='shipments']",
          message: 'Only the fulfilment module writes shipments: call its verbs (moveShipment, createShipment...), decision 057.',
        },
      ],
    },
  },
  {
    // Imports flow one way (docs/product/engineering.md rule 2): route files call verbs, verbs touch the database.
    files: ['apps/server/src/modules/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db/schema/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'Routes call verbs; verbs use the database.' },
            { group: ['**/*.test-support.ts', '**/*.access-cases.ts', '**/test/*'], message: 'Production code does not import test support.' },
          ],
        },
      ],
    },
  },
  {
    // The storefront (decision 015) reads the catalogue, images, policy pages, shipping rates and the claim window (decision 052) through their verbs, and nothing else.
    files: ['apps/server/src/modules/storefront/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/modules/storefront',
              from: './apps/server/src/modules',
              except: ['./storefront', './catalog', './claims', './images', './pages', './redirects', './reviews', './shipping'],
              message: 'the storefront uses the catalog, claims, images, pages, redirects, reviews and shipping modules only',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/db/schema/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'The storefront reads tables through catalog verbs.' }] },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', 'react', 'fastify', 'drizzle-orm'], message: 'shared is pure: no app, framework or database imports.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // Imports name their file (`./cart-slice.ts`) and reach the shared package through its exports map.
    settings: { 'import-x/extensions': ['.ts', '.tsx'], 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // bulletproof-react: no feature imports another; the screen in routes/ composes them.
            // apps/web/src/lint-boundaries.test.ts fails when a feature folder is missing from this list.
            ...[
              'account',
              'admin',
              'admin-catalog-csv',
              'admin-charges',
              'admin-customers-csv',
              'admin-claims',
              'admin-dashboard',
              'admin-demo-catalogue',
              'admin-orders',
              'admin-pages',
              'admin-products',
              'admin-pickup',
              'admin-promos',
              'admin-redirects',
              'admin-reviews',
              'admin-settings',
              'admin-stock',
              'admin-storefront',
              'admin-tax-report',
              'admin-users',
              'auth',
              'care',
              'cart',
              'catalog',
              'checkout',
              'claims',
              'delivery',
              'policy-pages',
              'reviews',
              'stock-alerts',
              'wishlist',
            ].map((feature, _, all) => ({
              target: `./apps/web/src/features/${feature}`,
              from: all.filter((other) => other !== feature).map((other) => `./apps/web/src/features/${other}`),
              message: 'a feature does not import another feature: compose them in a route, or move the shared piece down to components/ or lib',
            })),
            { target: './apps/web/src/features', from: './apps/web/src/routes', message: 'features do not import screens' },
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/routes'], message: 'components are below features' },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/routes', './apps/web/src/components'], message: 'lib is the bottom layer' },
          ],
        },
      ],
    },
  },
  {
    // What the owner or the customer may do next is orderActions' answer (docs/decisions/066-one-conductor-and-order-actions.md),
    // never a screen's own comparison of an order's or a shipment's status (or its weather hold) with a literal.
    // Labels and badge colours read shared tables; `isPaid`, `isCanceled`, `canBecome` and orderActions answer the rest.
    // apps/web/src/lint-boundaries.test.ts proves it fires.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==$/]:matches([left.property.name='status'], [left.expression.property.name='status'], [right.property.name='status'], [right.expression.property.name='status']):matches([right.value=${ORDER_OR_SHIPMENT_STATUS}], [left.value=${ORDER_OR_SHIPMENT_STATUS}])`,
          message: "A screen does not compare an order's or a shipment's status with a literal: ask orderActions (@shop/shared/order-actions), isPaid or a label table (decision 066).",
        },
        {
          selector: `BinaryExpression[operator=/^[!=]==$/]:matches([left.property.name='weather'], [right.property.name='weather']):matches([right.value=/^(held|needs-owner)$/], [left.value=/^(held|needs-owner)$/])`,
          message: "Whether a held parcel may ship anyway or be held is orderActions' answer, not the screen's (decision 066).",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', Buffer: 'readonly' } },
  },
);
