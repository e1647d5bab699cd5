// `npm start`: builds the web app and the server when their output is missing or older than
// their sources, then serves the whole shop on one port.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function run(args) {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = 'packages/shared/src';
// The server-rendering bundle is the web build's last output (decision 015).
if (isStale('apps/web/dist/server/entry-server.js', ['apps/web/src', shared])) run(['run', 'build', '-w', 'apps/web']);
if (isStale('apps/server/dist/server.js', ['apps/server/src', shared])) run(['run', 'build', '-w', 'apps/server']);

// Run the server in this process, so signals reach its graceful shutdown directly.
await import(path.join(root, 'apps/server/dist/server.js'));
