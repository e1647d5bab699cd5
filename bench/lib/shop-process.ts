import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };

export interface ShopOptions {
  port: number;
  /** PostgreSQL URL; unset runs PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** DATA_DIR (PGlite's files, the mail outbox); a fresh temporary one, removed on stop, when absent. */
  dataDir?: string | undefined;
  /** `dist` runs what `npm start` runs (needs a build); `source` runs the TypeScript through tsx. */
  from?: 'dist' | 'source';
  /** Another server entry file to run instead (say, a build of an older commit, to compare). */
  entry?: string;
  seed?: 'demo' | 'none';
  env?: Record<string, string>;
  /** Where the server's stdout and stderr go; default: discarded. */
  logFile?: string;
  startTimeoutMs?: number;
}

export interface ShopProcess {
  url: string;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after a grace period; resolves once the process is gone. */
  stop(): Promise<void>;
  /** SIGKILL at once; resolves once the process is gone. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
  readonly alive: boolean;
  /** The last of what the server printed. */
  output(): string;
}

/** Starts one shop server as its own process and waits until /healthz answers. */
export async function startShop(options: ShopOptions): Promise<ShopProcess> {
  // PGlite's files (without DATABASE_URL) and the mail outbox either way.
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const ownsDataDir = !options.dataDir;
  const entry = options.entry ? [options.entry] : options.from === 'source' ? ['--import', 'tsx', 'apps/server/src/server.ts'] : ['apps/server/dist/server.js'];
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED: options.seed ?? 'demo',
    // Much of the robustness traffic comes from one address, standing for many shoppers; the abuse limits
    // are measured by their own tests (robust/hoarding.test.ts starts a shop with the real ones).
    AUTH_RATE_LIMIT: '100000',
    ORDER_RATE_LIMIT: '100000',
    PENDING_ORDER_LIMIT: '100000',
    // The order scenarios give each order its own shopper's address in X-Forwarded-For (nextShopper).
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    // No bench asks the real National Weather Service; the weather rows hand in a local stand-in (decision 044).
    WEATHER: 'off',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(process.env.SHOP_CACHE_DIR ? { SHOP_CACHE_DIR: process.env.SHOP_CACHE_DIR } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, entry, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : null;
  // The last lines the server printed, for the error when it stops unexpectedly.
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    log?.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
    log?.end();
  });

  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (gone) throw new Error(`the shop on port ${options.port} exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the shop on port ${options.port} did not answer /healthz in time:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }

  const finish = async (signal: NodeJS.Signals) => {
    if (!gone) {
      child.kill(signal);
      const timer = signal === 'SIGTERM' ? setTimeout(() => child.kill('SIGKILL'), 20_000) : undefined;
      await exited;
      clearTimeout(timer);
    }
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    url,
    pid: child.pid!,
    dataDir,
    child,
    exited,
    get alive() {
      return !gone;
    },
    output: () => output,
    stop: () => finish('SIGTERM'),
    kill: async () => {
      if (!gone) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resident memory of a process in bytes, from /proc (Linux). */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

export interface ApiOptions {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** One JSON call to a running shop; answers the status, headers and parsed (or raw) body. */
export async function api<T = unknown>(baseUrl: string, urlPath: string, options: ApiOptions = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

export async function adminLogin(baseUrl: string): Promise<string> {
  const response = await api<{ token: string }>(baseUrl, '/api/auth/login', { body: ADMIN });
  if (response.status !== 200) throw new Error(`admin log-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}
