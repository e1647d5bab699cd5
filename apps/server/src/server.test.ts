import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from './db/client.ts';
import { plants } from './seed/plants.ts';
import { openTestDatabase } from './test/database.ts';

/** These tests start the real server process, as `npm start` does (without the build step). */
const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>, { asReadme = false } = {}): { child: ChildProcess; output: () => string } {
  // As the README says: no ADMIN_EMAIL, no PUBLIC_URL, the default log level.
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, PUBLIC_URL: _url, LOG_LEVEL: _level, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: asReadme ? { ...inherited, ...env } : { ...process.env, LOG_LEVEL: 'warn', ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'owner-password', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer on port ${port}`);
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

describe('starting the server', () => {
  test('a bad PORT stops start-up with one line naming it and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], { env: { ...process.env, PORT: 'abc' }, encoding: 'utf8' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid PORT="abc"/);
  });

  test.runIf(process.env.TEST_DB !== 'pg')(
    'a restart on the same DATA_DIR keeps every change and seeds nothing twice',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
      try {
        const port = await freePort();
        const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
        await waitForHealth(port);
        expect(first.output()).toContain(`The shop is open at http://127.0.0.1:${port}`);
        const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'owner@shop.test', password: 'owner-password' }),
        });
        const { token } = (await login.json()) as { token: string };
        const created = await fetch(`http://127.0.0.1:${port}/api/promos`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ name: 'kept', discountRate: 0.2, status: true }),
        });
        expect(created.status).toBe(201);
        expect(await stop(first.child)).toBe(0);

        const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
        await waitForHealth(port);
        const products = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as unknown[];
        expect(products).toHaveLength(plants.length);
        expect((await fetch(`http://127.0.0.1:${port}/api/promos/byName/kept`)).status).toBe(200);
        expect(await stop(second.child)).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  test.runIf(process.env.TEST_DB !== 'pg')(
    'first start with no settings: the banner comes last, names the address and a sign-in that works',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
      try {
        const port = await freePort();
        const shop = startServer({ PORT: String(port), DATA_DIR: dataDir, SEED: 'none' }, { asReadme: true });
        await waitForHealth(port);
        const address = `http://127.0.0.1:${port}`;
        const before = shop.output();
        // The health checks above log nothing at the default level before the banner's last line.
        const lines = before.trimEnd().split('\n');
        const bannerEnd = lines.lastIndexOf('-'.repeat(72));
        expect(bannerEnd).toBeGreaterThan(0);
        const afterBanner = lines.slice(bannerEnd + 1);
        expect(afterBanner.filter((line) => !line.includes('"req"') && !line.includes('"res"')), 'only request logs after the banner').toEqual([]);
        expect(before).toContain(`The shop is open at ${address}`);
        expect(before).toContain('4242 4242 4242 4242');
        expect(before).toContain(`Emails: written to ${path.join(dataDir, 'mail')} as .eml files, "Forgot password?" links too`);
        const printed = /Owner sign-in at (\S+)\/login: (admin@localhost) \/ (\S+)/.exec(before);
        expect(printed?.[1]).toBe(address);
        const login = await fetch(`${address}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: printed![2], password: printed![3] }),
        });
        expect(login.status).toBe(200);
        expect(await stop(shop.child)).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  test.runIf(process.env.TEST_DB === 'pg')(
    'two instances started together on one empty PostgreSQL database both come up and seed once',
    async () => {
      const database = await openTestDatabase();
      const url = database.url;
      try {
        const [portA, portB] = [await freePort(), await freePort()];
        const a = startServer({ PORT: String(portA), DATABASE_URL: url! });
        const b = startServer({ PORT: String(portB), DATABASE_URL: url! });
        await Promise.all([waitForHealth(portA), waitForHealth(portB)]);
        const counts = await queryRows<{ products: number; users: number; promos: number }>(
          database.db,
          sql`select (select count(*)::int from products) as products, (select count(*)::int from users) as users, (select count(*)::int from promos) as promos`,
        );
        expect(counts[0]).toEqual({ products: plants.length, users: 1, promos: 3 });
        const fromB = (await (await fetch(`http://127.0.0.1:${portB}/api/products`)).json()) as unknown[];
        expect(fromB).toHaveLength(plants.length);
        expect(await Promise.all([stop(a.child), stop(b.child)])).toEqual([0, 0]);
      } finally {
        await database.close();
      }
    },
    180_000,
  );
});
