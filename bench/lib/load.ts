import { fork } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));

/** One thing the bench loads: a single request, or a sequence run in order on each connection. */
export interface Scenario {
  key: string;
  label: string;
  requests: Request[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  bytesPerSecond: number;
}

export interface LoadSettings {
  connections: number;
  durationS: number;
  warmupS: number;
}

/** Loads `baseUrl` with one scenario and answers requests a second and latency percentiles (ms). */
export async function load(baseUrl: string, scenario: Scenario, settings: LoadSettings): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: settings.connections,
    duration: settings.durationS,
    timeout: 30,
    requests: scenario.requests.map((request) => ({ ...request })),
    ...(settings.warmupS > 0 ? { warmup: { connections: settings.connections, duration: settings.warmupS } } : {}),
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerSecond: Math.round(result.throughput.average),
  };
}

export interface CapturedAnswer {
  method: string;
  path: string;
  status: number;
  /** The shop's response headers, but those node:http writes itself (date, connection, keep-alive). */
  headers: Record<string, string>;
  body: Buffer;
}

const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One raw request with exactly the headers the load sends, so the captured bytes are what it gets. */
export function rawRequest(baseUrl: string, request: Required<Pick<Request, 'method' | 'path'>> & Request): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.path, baseUrl);
    const outgoing = http.request(url, { method: request.method, headers: request.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          method: request.method,
          path: request.path,
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(response.headers)
              .filter(([name]) => !WRITTEN_BY_NODE.has(name))
              .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export interface Baseline {
  url: string;
  stop(): Promise<void>;
}

/** Starts the minimal node:http server answering these bytes, in its own process like the shop. */
export async function startBaseline(port: number, answers: CapturedAnswer[]): Promise<Baseline> {
  const file = path.join(os.tmpdir(), `shop-baseline-${process.pid}-${port}.json`);
  writeFileSync(file, JSON.stringify(answers.map((answer) => ({ ...answer, body: answer.body.toString('base64') }))));
  const child = fork(path.join(here, 'baseline-server.mjs'), [file, String(port)], { stdio: 'ignore', execArgv: [] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(file, { force: true });
    },
  };
}
