import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:robust`: fuzzing, concurrency, crash and load tests. Files run one at a time, as the
 * load and memory measurements need the machine to themselves. Tests that need PostgreSQL create their
 * own databases from TEST_DATABASE_URL and are skipped, saying so, without it.
 */
export default defineConfig({
  test: {
    name: 'robust',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['robust/**/*.test.ts'],
    globalSetup: ['../apps/server/src/test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
