import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The phones Lighthouse simulates, by their CPU index (Lighthouse's `benchmarkIndex`, higher is faster):
 * Chrome DevTools calibrates a low-tier phone (Moto G4 Power) at 264 and a mid-tier one (Pixel 5) at 1,000.
 * The bench's goals are the low-end phone's; `BENCH_DEVICE_INDEX` moves it.
 */
export interface Device {
  name: string;
  index: number;
}

export const LOW_END: Device = { name: 'low-end', index: Number(process.env.BENCH_DEVICE_INDEX ?? 250) };
export const MID_TIER: Device = { name: 'mid-tier', index: 1000 };

export interface LighthouseResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's own measure of the machine's CPU speed for this run (its benchmarkIndex): TBT scales with
   * it, so a run on a slow or busy machine shows here rather than as a page that got heavier. */
  cpuIndex?: number;
  /** The device simulated (its name and CPU index), the host's index measured just before the run, and the
   * CPU slowdown that made the one from the other (host index / device index, at least 1). */
  device?: Device;
  hostIndex?: number;
  multiplier?: number;
  /** The long tasks of the run by script, in simulated (slowed) milliseconds: total and longest. */
  longTasks?: { script: string; totalMs: number; longestMs: number; count: number }[];
  /** Audits that lost points outside performance, so the web side knows what to fix. */
  failing: string[];
  /** What moved (CLS) and what the largest paint was, when performance lost points. */
  diagnostics: string[];
  /** Lighthouse could not measure the page (its runtime error), even on a second try. */
  error?: string;
}

interface Details {
  items?: { node?: { snippet?: string; selector?: string }; score?: number; items?: { node?: { snippet?: string } }[] }[];
}

/** A few lines on where performance went: the elements that shifted, the LCP element. */
function diagnose(audits: Record<string, { score: number | null; title: string; details?: unknown; displayValue?: string }>): string[] {
  const lines: string[] = [];
  const shifts = (audits['layout-shifts']?.details as Details | undefined)?.items ?? [];
  for (const shift of shifts.slice(0, 3)) {
    lines.push(`layout shift ${shift.score?.toFixed(3) ?? ''}: ${shift.node?.snippet?.slice(0, 140) ?? shift.node?.selector ?? '?'}`);
  }
  const lcp = (audits['largest-contentful-paint-element']?.details as { items?: Details[] } | undefined)?.items?.[0]?.items?.[0];
  if (lcp?.node?.snippet) lines.push(`LCP element: ${lcp.node.snippet.slice(0, 140)}`);
  const tasks = (audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [];
  const byScript = new Map<string, number>();
  for (const task of tasks) {
    const script = (task.url ?? '?').replace(/^https?:\/\/[^/]+/, '');
    byScript.set(script, (byScript.get(script) ?? 0) + (task.duration ?? 0));
  }
  const longest = [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 3);
  if (longest.length > 0) lines.push(`long tasks by script: ${longest.map(([script, ms]) => `${script} ${Math.round(ms)} ms`).join(', ')}`);
  for (const id of ['render-blocking-resources', 'unused-javascript', 'uses-text-compression', 'server-response-time']) {
    const audit = audits[id];
    if (audit && audit.score !== null && audit.score < 0.9) lines.push(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  return lines;
}

/** The long tasks Lighthouse saw (its simulated durations on the device), grouped by the script they ran. */
function longTasksByScript(audits: Record<string, { details?: unknown }>): NonNullable<LighthouseResult['longTasks']> {
  const tasks = (audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [];
  const byScript = new Map<string, { script: string; totalMs: number; longestMs: number; count: number }>();
  for (const task of tasks) {
    const script = (task.url ?? '?').replace(/^https?:\/\/[^/]+/, '') || '/';
    const entry = byScript.get(script) ?? { script, totalMs: 0, longestMs: 0, count: 0 };
    const ms = Math.round(task.duration ?? 0);
    byScript.set(script, { script, totalMs: entry.totalMs + ms, longestMs: Math.max(entry.longestMs, ms), count: entry.count + 1 });
  }
  return [...byScript.values()].sort((a, b) => b.totalMs - a.totalMs);
}

/** One DevTools-protocol command on a fresh blank tab of the Chromium at `port` (Node's own WebSocket). */
async function onBlankTab<T>(port: number, method: string, params: object): Promise<T> {
  const target = (await (await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' })).json()) as { id: string; webSocketDebuggerUrl: string };
  try {
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    try {
      return await new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${method} did not answer in 30 s`)), 30_000);
        socket.addEventListener('message', (event) => {
          const message = JSON.parse(String(event.data)) as { id?: number; result?: T; error?: { message: string } };
          if (message.id !== 1) return;
          clearTimeout(timer);
          if (message.error) reject(new Error(message.error.message));
          else resolve(message.result as T);
        });
        socket.send(JSON.stringify({ id: 1, method, params }));
      });
    } finally {
      socket.close();
    }
  } finally {
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`).catch(() => undefined);
  }
}

/**
 * The host's CPU index now: Lighthouse's own benchmark (the one behind its `benchmarkIndex`), run three
 * times in a blank tab of the same Chromium, the median. On a busy machine it drops, and the slowdown with it,
 * so the simulated device stays the same.
 */
export async function hostIndex(port: number): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const answer = await onBlankTab<{ result: { value: number } }>(port, 'Runtime.evaluate', {
      expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
      returnByValue: true,
    });
    runs.push(answer.result.value);
  }
  return runs.sort((a, b) => a - b)[1]!;
}

/** The CPU slowdown that makes a host of `host` index behave like `device` (never faster than the host). */
export function slowdownFor(host: number, device: Device): number {
  return Math.max(1, Math.round((host / device.index) * 100) / 100);
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * Lighthouse (mobile, simulated throttling) on each page for each device, one Chromium for all: before each
 * run the host's index is measured and the CPU slowdown set to simulate the device (`slowdownFor`).
 */
export async function runLighthouse(baseUrl: string, pages: string[], debuggingPort: number, devices: Device[] = [LOW_END, MID_TIER]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    port: debuggingPort,
    logLevel: 'silent',
  });
  try {
    const results: LighthouseResult[] = [];
    for (const device of devices) for (const page of pages) {
      let host = await hostIndex(chrome.port);
      let multiplier = slowdownFor(host, device);
      let run;
      // A page Lighthouse could not load (NO_FCP and the like) gets one more try; so does a run whose own
      // benchmarkIndex (measured as it began) is off the calibration by more than a quarter (a shared
      // machine's load moved in between): the second run is slowed by the index Lighthouse saw.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        run = await lighthouse(`${baseUrl}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
        });
        const seen = run?.lhr.environment.benchmarkIndex ?? host;
        const calibrated = Math.abs(slowdownFor(seen, device) / multiplier - 1) <= 0.25;
        if (run && !run.lhr.runtimeError && calibrated) break;
        if (run && !run.lhr.runtimeError && attempt === 0) {
          host = Math.round(seen);
          multiplier = slowdownFor(host, device);
        }
      }
      if (!run) throw new Error(`lighthouse gave no result for ${page}`);
      const { categories, audits, runtimeError } = run.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${audits[ref.id]!.title}`),
      );
      results.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(numeric('total-blocking-time')),
        fcpMs: Math.round(numeric('first-contentful-paint')),
        cpuIndex: Math.round(run.lhr.environment.benchmarkIndex),
        device,
        hostIndex: host,
        multiplier,
        longTasks: longTasksByScript(audits as never),
        failing,
        diagnostics: score('performance') < 100 ? diagnose(audits as never) : [],
        ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
