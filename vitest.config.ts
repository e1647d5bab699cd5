import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverTests = ['apps/server/src/**/*.test.ts'];

/** Server tests run on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL. */
export default defineConfig({
  test: {
    projects: [
      // Property tests and the lint-boundary checks run for seconds on a busy 2-core machine: a timeout is
      // a hang detector here, never a speed assertion (speed lives in `npm run bench`).
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'api-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: serverTests,
                exclude: ['apps/server/src/seed/**', 'apps/server/src/test/lint-boundaries.test.ts'],
                env: { TEST_DB: 'pg' },
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 30_000 },
      },
    ],
  },
});
