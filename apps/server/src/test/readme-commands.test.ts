// Every command the README shows runs somewhere that fails when it breaks (decision 064): in CI, as a step of
// `npm test`, in another test, or in this file through its real entry point (`npm run …`, as a reader types
// it), on PGlite in a temporary DATA_DIR. A command added to the README fails the first test below until it
// is placed in one of those lists. The other tests of these commands call them in process (admin-cli.test.ts's
// runAdminCommand, data-cli.test.ts's runDataCommand, server.test.ts's src/server.ts through tsx); this file
// runs what a reader types, through npm, scripts/*.mjs and the built dist/.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where each README command runs, by its name (the command without its environment and without what follows `--`). */
const RUN_IN_CI: Record<string, string> = {
  // CI itself: .ci/run installs with `npm ci` and runs `npm test` on a clean clone, with TEST_DATABASE_URL set.
  'npm install': '.ci/run installs with `npm ci`, which installs what `npm install` does from the lockfile',
  'npm ci': '.ci/run',
  'npm test': '.ci/run',
  // Steps of `npm test` (scripts/test.mjs).
  'npm run typecheck': "npm test's 'typecheck' step",
  'npm run lint': "npm test's 'lint' step",
  'npm run build': "npm test's 'build for end-to-end' step",
  // .ci/run runs the robustness suite's own config, which is what `npm run robust -w bench` runs.
  'npm run test:robust': '.ci/run, after npm test',
};
const RUN_HERE = [
  'npm start',
  'npm run admin',
  'npm run import',
  'npm run export',
  'npm run backup',
  'npm run restore',
  'npm run dev -w apps/web',
  'npm run weather-standin',
];
/** Run by another test of `npm test`, which says where. */
const RUN_ELSEWHERE: Record<string, string> = {
  // `npm run dev` is `tsx watch src/server.ts` in apps/server: the same loader and entry, plus the watching.
  'npm run dev': 'apps/server/src/server.test.ts starts src/server.ts through tsx and signs in to it',
};
/** Shown in the README but run by hand only, each with the reason no test runs it. */
const BY_HAND: Record<string, string> = {
  'npm run bench':
    'about 16 minutes of load on every endpoint: run by hand before a figure is quoted (bench/README.md)',
  'npm run db:generate': 'writes a new migration file into the source tree whenever the schema changed',
};

/** Every `npm …` command in the README: each line of its code blocks and each inline code span, split at `&&`. */
export function readmeCommands(markdown: string): string[] {
  const pieces: string[] = [];
  const fences = markdown.split(/^```[^\n]*$/m);
  fences.forEach((part, index) => {
    if (index % 2 === 1) pieces.push(...part.split('\n').map((line) => line.replace(/\s+#.*$/, '')));
    else for (const [, span] of part.matchAll(/`([^`\n]+)`/g)) pieces.push(span!);
  });
  return pieces
    .flatMap((piece) => piece.split('&&'))
    .map((piece) => piece.trim())
    .filter((piece) => /^(?:[A-Z_]+=\S*\s+)*npm\s/.test(piece));
}

/** A command's name: without its environment (`PORT=abc`) and without the arguments after `--`. */
export function commandName(command: string): string {
  return command
    .replace(/^(?:[A-Z_]+=\S*\s+)*/, '')
    .split(/\s--(?:\s|$)/)[0]!
    .trim()
    .replace(/\s+/g, ' ');
}

/** The README's commands that no list above places: each must be run in CI, here, or named as run by hand. */
export function unplaced(markdown: string): string[] {
  const known = new Set([
    ...Object.keys(RUN_IN_CI),
    ...RUN_HERE,
    ...Object.keys(RUN_ELSEWHERE),
    ...Object.keys(BY_HAND),
  ]);
  return [...new Set(readmeCommands(markdown).filter((command) => !known.has(commandName(command))))];
}

describe("the README's commands", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

  test('each is run in CI, by this file, or named as run by hand with its reason', () => {
    const names = readmeCommands(readme).map(commandName);
    // The extraction finds the commands the README is about, so an empty list cannot pass.
    expect(names).toEqual(
      expect.arrayContaining(['npm install', 'npm start', 'npm test', 'npm run admin', 'npm run backup']),
    );
    expect(
      unplaced(readme),
      'a README command must be placed in RUN_IN_CI, RUN_ELSEWHERE, RUN_HERE (with its test below) or BY_HAND',
    ).toEqual([]);
  });

  test('a command nobody runs fails the check', () => {
    const planted = `${readme}\n\`\`\`sh\nnpm run reindex -- --all   # not a script of the shop\n\`\`\`\n`;
    expect(unplaced(planted)).toEqual([...unplaced(readme), 'npm run reindex -- --all']);
  });
});

// --- The commands, run as a reader runs them ------------------------------------------------------------

const temp = mkdtempSync(path.join(os.tmpdir(), 'shop-readme-'));
const shopDir = path.join(temp, 'shop');
const restoredDir = path.join(temp, 'restored');
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGKILL');
  rmSync(temp, { recursive: true, force: true });
});

/** The environment of a reader's shell, without what the test runner set for its own databases. */
function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _db,
    TEST_DATABASE_URL: _testDb,
    ADMIN_EMAIL: _email,
    ADMIN_PASSWORD: _password,
    PUBLIC_URL: _url,
    ...env
  } = process.env;
  return { ...env, SEED: 'none', WEATHER: 'off', LOG_LEVEL: 'warn', NO_COLOR: '1', ...extra };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // npm runs the script in a shell of its own: the whole group gets the signal, as a terminal's Ctrl-C does.
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

function launch(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => stripVTControlCharacters(output) };
}

/** Runs a command to its end, killed after `timeoutMs`; answers its exit code and everything it printed. */
async function run(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = launch('npm', args, shellEnv(env));
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output: output() };
}

/** Starts a server, waits until `url` answers, then stops it with SIGTERM as Ctrl-C would; answers the answer's status. */
async function serveUntil(
  command: string,
  args: string[],
  env: Record<string, string>,
  url: (output: string) => string | null,
  timeoutMs = 60_000,
): Promise<{ status: number; output: string }> {
  const { child, output } = launch(command, args, shellEnv(env));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  try {
    while (Date.now() < deadline && child.exitCode === null) {
      const address = url(output());
      if (address) {
        try {
          status = (await fetch(address, { signal: AbortSignal.timeout(2_000) })).status;
          if (status === 200) break;
        } catch {
          // not listening yet
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    killGroup(child, 'SIGTERM');
    const stopped = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ]);
    if (stopped === 'still running') killGroup(child, 'SIGKILL');
  }
  return { status, output: output() };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// `npm start` builds the web app when its output is missing or older than its sources (scripts/start.mjs): a
// minute or more of Vite. `npm test` runs this file before its build step, so on a clean clone the web app is
// not built yet; then this file runs the server entry `npm start` imports after its build step (built by the
// `npm run admin` test, as that command builds it), and the browser journeys run `npm start` itself
// (e2e/first-run.spec.ts).
const { isStale } = (await import(pathToFileURL(path.join(root, 'scripts/stale.mjs')).href)) as {
  isStale: (output: string, sources: string[]) => boolean;
};
const webBuilt = !isStale(
  path.join(root, 'apps/web/dist/server/entry-server.js'),
  ['apps/web/src', 'packages/shared/src'].map((dir) => path.join(root, dir)),
);
const startCommand: [string, string[]] = webBuilt
  ? ['npm', ['start']]
  : [process.execPath, ['apps/server/dist/server.js']];
const startName = webBuilt
  ? 'npm start'
  : "npm start's server entry, without its web build step (the web app is not built yet)";

// One shop's life, in order: the tests share its DATA_DIR, and PGlite's files take one process at a time.
describe.sequential('run through their real entry points, on PGlite in a temporary DATA_DIR', () => {
  test('npm run admin, before the shop ever started, says to start it once; the command builds the server first when it must', async () => {
    const result = await run(
      ['run', 'admin', '--', 'reset-password', 'admin@localhost'],
      { DATA_DIR: shopDir },
      80_000,
    );
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`No shop database in ${shopDir}: start the shop once (npm start)`);
    expect(existsSync(path.join(root, 'apps/server/dist/server.js'))).toBe(true);
  }, 90_000);

  test(`${startName}: a bad PORT stops it with one line naming it and exit code 1`, async () => {
    const [command, args] = startCommand;
    const { child, output } = launch(command, args, shellEnv({ PORT: 'abc', DATA_DIR: shopDir }));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output()).toMatch(/Invalid PORT="abc"/);
  }, 60_000);

  test(`${startName} on an empty DATA_DIR answers /healthz, then stops on SIGTERM`, async () => {
    const port = await freePort();
    const [command, args] = startCommand;
    const started = await serveUntil(
      command,
      args,
      { PORT: String(port), DATA_DIR: shopDir },
      () => `http://127.0.0.1:${port}/healthz`,
      80_000,
    );
    expect(started.status, started.output).toBe(200);
    expect(started.output).toContain(`The shop is open at http://127.0.0.1:${port}`);
  }, 90_000);

  test('npm run admin -- reset-password admin@localhost prints a new password for the owner', async () => {
    const result = await run(['run', 'admin', '--', 'reset-password', 'admin@localhost'], {
      DATA_DIR: shopDir,
    });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/New password: \S{16,}/);
  }, 90_000);

  test('npm run import -- FILE imports a one-plant Shopify CSV', async () => {
    const csv = path.join(temp, 'plants.csv');
    writeFileSync(csv, 'Handle,Title,Variant Price,Variant Inventory Qty\nreadme-fern,Readme Fern,12.00,3\n');
    const result = await run(['run', 'import', '--', csv], { DATA_DIR: shopDir });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Imported: 1 rows; 1 products created');
  }, 90_000);

  test('npm run export -- FILE writes the catalogue with the imported plant', async () => {
    const file = path.join(temp, 'export.csv');
    const result = await run(['run', 'export', '--', file], { DATA_DIR: shopDir });
    expect(result.code, result.output).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('readme-fern,Readme Fern');
  }, 90_000);

  test('npm run backup, then npm run restore of the file into an empty DATA_DIR brings back the plant and the owner', async () => {
    const file = path.join(temp, 'shop.backup');
    const backup = await run(['run', 'backup', '--', file], { DATA_DIR: shopDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`to ${file}.`);
    const restore = await run(['run', 'restore', '--', file], { DATA_DIR: restoredDir }, 90_000);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(
      /Restored \S+: 1 products, \d+ images, 1 accounts, 0 orders\. Start the shop\./,
    );
  }, 150_000);

  test('npm run dev -w apps/web serves the web app on the address Vite prints', async () => {
    const web = await serveUntil(
      'npm',
      ['run', 'dev', '-w', 'apps/web'],
      {},
      (output) => /Local:\s+(http:\/\/\S+)/.exec(output)?.[1] ?? null,
    );
    expect(web.status, web.output).toBe(200);
  }, 90_000);

  test('npm run weather-standin answers a forecast point in NWS JSON', async () => {
    const port = await freePort();
    const standin = await serveUntil(
      'npm',
      ['run', 'weather-standin'],
      { PORT: String(port) },
      () => `http://127.0.0.1:${port}/points/35.78,-78.64`,
    );
    expect(standin.status, standin.output).toBe(200);
  }, 90_000);
});
