// Diagnosis aid, not part of the bench: Lighthouse (mobile) on one page of a running shop, printing the
// scores, the LCP element and its phases, and the requests in the order they started.
//   node --import tsx bench/tools/lh-page.ts http://127.0.0.1:3000/products
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/products';
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  logLevel: 'silent',
});
try {
  const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!run) throw new Error('no result');
  const audits = run.lhr.audits as Record<string, { numericValue?: number; displayValue?: string; details?: unknown }>;
  console.log(`performance ${Math.round((run.lhr.categories.performance?.score ?? 0) * 100)}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`  ${id}: ${audits[id]?.displayValue}`);
  }
  const lcp = (audits['largest-contentful-paint-element']?.details as { items: { items: { node?: { snippet: string }; phase?: string; timing?: number }[] }[] }).items;
  console.log(`  LCP element: ${lcp[0]?.items[0]?.node?.snippet.slice(0, 120)}`);
  for (const phase of lcp[1]?.items ?? []) console.log(`    ${phase.phase}: ${Math.round(phase.timing ?? 0)} ms`);
  const work = (audits['mainthread-work-breakdown']?.details as { items: { groupLabel: string; duration: number }[] }).items;
  console.log(`  main thread: ${work.map((w) => `${w.groupLabel} ${Math.round(w.duration)}`).join(', ')}`);
  const boot = (audits['bootup-time']?.details as { items: { url: string; scripting: number; total: number }[] }).items;
  for (const b of boot) console.log(`    ${b.url.replace(/^https?:\/\/[^/]+/, '')}: scripting ${Math.round(b.scripting)} ms of ${Math.round(b.total)}`);
  const tasks = (audits['long-tasks']?.details as { items: { url: string; duration: number; startTime: number }[] } | undefined)?.items ?? [];
  for (const t of tasks) console.log(`    long task ${Math.round(t.startTime)} +${Math.round(t.duration)} ms ${t.url.replace(/^https?:\/\/[^/]+/, '')}`);
  const requests = (audits['network-requests']?.details as { items: { url: string; networkRequestTime: number; networkEndTime: number; transferSize: number; priority: string }[] }).items;
  for (const r of requests) console.log(`  ${Math.round(r.networkRequestTime).toString().padStart(5)}-${Math.round(r.networkEndTime).toString().padStart(5)} ms ${String(r.transferSize).padStart(7)} B ${r.priority.padEnd(8)} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
} finally {
  chrome.kill();
}
