// `npm run admin -- reset-password EMAIL`: the owner's commands at the machine (decision 026). Builds the
// server when its output is missing or older than its sources, like `npm start`, then runs dist/admin.js.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cwd = process.cwd();
process.chdir(root);

const output = 'apps/server/dist/admin.js';
if (isStale(output, ['apps/server/src', 'packages/shared/src'])) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// DATA_DIR is relative to where the command was run, as for `npm start` (npm runs both from the root).
process.chdir(cwd);
await import(path.join(root, output));
