// Profiling aid, not part of the bench: serves the shop (PGlite, demo catalogue) in this process, loads
// one bench scenario from a separate autocannon process, and writes a CPU profile of the load window
// with the server's CPU time per request.
//   node --import tsx bench/tools/profile-server.ts <scenario: catalogue|grid|product|cart|image|html> [seconds] [out.cpuprofile | -]
// With `-` for the profile it measures the server's CPU time per request instead, without a profiler.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../../apps/server/src/seed/seed.ts';
import { type CatalogueProduct, allScenarios } from '../lib/scenarios.ts';
import { ROOT } from '../lib/shop-process.ts';

const [key = 'product', seconds = '5', out = path.join(os.tmpdir(), `shop-${key}.cpuprofile`)] = process.argv.slice(2);
const port = 3406;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-profile-'));
const config = {
  ...loadConfig({ PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@bench.test', ADMIN_PASSWORD: 'bench-admin-password', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
  webDist: path.join(ROOT, 'apps/web/dist'),
};
const database = await openDatabase({ dataDir });
await database.withStartupLock((db) => seedIfEmpty(db, config));
const app = await buildApp({ config, database });
await app.listen({ port, host: '127.0.0.1' });

const products = (await app.inject('/api/products')).json() as CatalogueProduct[];
const scenario = allScenarios(products, products[0]!.id).find((s) => s.key === key && s.requests.length === 1);
if (!scenario) throw new Error(`no single-request scenario ${key}`);
const [request] = scenario.requests as [NonNullable<(typeof scenario.requests)[0]>];

function autocannon(duration: number): Promise<{ requests: { average: number; total: number }; latency: { p99: number } }> {
  const args = ['-c', '50', '-d', String(duration), '-j'];
  if (request.body) args.push('-m', request.method ?? 'POST', '-H', 'content-type=application/json', '-b', String(request.body));
  const child = spawn(path.join(ROOT, 'node_modules/.bin/autocannon'), [...args, `http://127.0.0.1:${port}${request.path}`], { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', () => resolve(JSON.parse(output))));
}

await autocannon(2);
if (out === '-') {
  // No profiler: the process's own CPU time, steadier than requests a second on a shared machine.
  const before = process.cpuUsage();
  const result = await autocannon(Number(seconds));
  const used = process.cpuUsage(before);
  const perRequest = (micros: number) => (micros / result.requests.total).toFixed(1);
  console.log(`${key}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${perRequest(used.user + used.system)} µs of server CPU per request (${perRequest(used.user)} in user space)`);
} else {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const result = await autocannon(Number(seconds));
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(out, JSON.stringify(profile));
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  const busyMicros = profile.samples!.reduce((sum, id, index) => sum + (idle.has(id) ? 0 : profile.timeDeltas![index]!), 0);
  console.log(`${key}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${(busyMicros / result.requests.total).toFixed(1)} µs of server CPU per request; profile in ${out}`);
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
