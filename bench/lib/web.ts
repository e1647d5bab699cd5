import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** Lighthouse's default (mobile, simulated throttling) on each page, one Chromium for all. */
export async function runLighthouse(baseUrl: string, pages: string[], debuggingPort: number): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    port: debuggingPort,
    logLevel: 'silent',
  });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      let run;
      // A page Lighthouse could not load (NO_FCP and the like) gets one more try.
      for (let attempt = 0; attempt < 2 && (!run || run.lhr.runtimeError); attempt += 1) {
        run = await lighthouse(`${baseUrl}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
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
