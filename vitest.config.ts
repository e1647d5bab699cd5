import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverTests = ['apps/server/src/**/*.test.ts'];

/**
 * Server tests run on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL. Their files share a
 * worker's loaded modules (isolate: false): each file already gets its own database and its own app, and
 * loading the server's modules again for every file was a third of the suite's time (import 804 s of a
 * 2,716 s run). The browser code's tests stay isolated: they mock modules per file.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on the 2-core machines CI runs on. Most
    // API tests wait on a database, a child process or a socket, so two keep both cores busy.
    maxWorkers: 2,
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
          isolate: false,
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
                exclude: ['apps/server/src/seed/**', 'apps/server/src/test/lint-boundaries.test.ts', 'apps/server/src/test/docs-map.test.ts', 'apps/server/src/test/readme-commands.test.ts'],
                env: { TEST_DB: 'pg' },
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                isolate: false,
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
