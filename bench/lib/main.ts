// `npm run bench`: the shop against a minimal node:http baseline answering the same bytes, on PGlite and
// (when there is one) PostgreSQL, with the demo catalogue and with 10,000 products; the import of a
// 10,000-row product CSV beside plain INSERTs of the same rows (import-bench.ts); then the web app's chunk
// sizes and Lighthouse. Prints a table and writes bench/results/latest.json.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addSizes, growCatalogue } from './big-catalogue.ts';
import { benchCustomersImport, type CustomerImportRun } from './customers-import-bench.ts';
import { benchImport, type ImportRun } from './import-bench.ts';
import { benchOrders, type OrdersRun } from './orders-bench.ts';
import { type CapturedAnswer, type LoadResult, type LoadSettings, type Scenario, load, rawRequest, startBaseline } from './load.ts';
import { LOCAL_POSTGRES, answers, createScratchDatabase } from './postgres.ts';
import { startNwsStandin } from '../../apps/server/src/modules/weather/nws-standin.ts';
import { type CatalogueProduct, allScenarios, catalogueScenarios, weatherScenarios } from './scenarios.ts';
import { ROOT, type ShopProcess, adminLogin, api, startShop } from './shop-process.ts';
import { printReport, type Row, type Run } from './report.ts';
import { type ChunkReport, chunkSizes } from './first-view.ts';
import { type InteractionResult, measureInteractions } from './interactions.ts';
import { type LighthouseResult, LOW_END, MID_TIER, runLighthouse } from './web.ts';

/** `BENCH_PORT_BASE` moves every port the bench listens on (a shared machine where 3400-3499 are taken). */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3400);
const PORTS = { pglite: PORT_BASE + 1, postgres: PORT_BASE + 2, baseline: PORT_BASE + 3, chrome: PORT_BASE + 99 };
/** Lighthouse's pages: the landing page, the grid, a product page with sizes and a policy page, on each device (web.ts). */
const lighthousePages = (products: CatalogueProduct[]) => ['/', '/products', `/products/${products[1]!.id}`, '/shipping-policy'];
const BIG_CATALOGUE = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationS: Number(process.env.BENCH_DURATION ?? 8),
  warmupS: Number(process.env.BENCH_WARMUP ?? 2),
};
const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres' | 'web' | 'import' | 'customers' to run one part
const skipBuild = process.argv.includes('--no-build') || process.env.BENCH_SKIP_BUILD === '1';
/** `BENCH_SCENARIOS=product,grid` measures just those rows (quick checks while tuning); `import` is the CSV import's row. */
const picked = process.env.BENCH_SCENARIOS?.split(',').map((key) => key.trim());
const chosen = (scenarios: Scenario[]): Scenario[] => (picked ? scenarios.filter((s) => picked.includes(s.key)) : scenarios);
/** The import of a product CSV (decision 040): its own row, `BENCH_ONLY=import` or `BENCH_SCENARIOS=import`. */
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const importChosen = only === 'import' || (only !== 'web' && only !== 'customers' && (!picked || picked.includes('import')));
/** The import of a customer CSV (decision 062): its own row, `BENCH_ONLY=customers` or `BENCH_SCENARIOS=customers`. */
const CUSTOMER_ROWS = Number(process.env.BENCH_CUSTOMER_ROWS ?? 10_000);
const customersChosen = only === 'customers' || (only !== 'web' && only !== 'import' && (!picked || picked.includes('customers')));
/** The admin's order list at 100,000 orders on PostgreSQL (decision 069): its own row, `BENCH_SCENARIOS=orders`. */
const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
const ordersChosen = (!only || only === 'postgres') && (!picked || picked.includes('orders'));
/** The load rows (a shop under autocannon) unless only the imports or the order list were asked for. */
const loadChosen = only !== 'import' && only !== 'customers' && (!picked || picked.some((key) => key !== 'import' && key !== 'customers' && key !== 'orders'));

function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** Segments per side of a row: shop and baseline alternate in this many pairs. */
const PAIRS = 4;

/**
 * Shop and baseline take turns in short segments, ordered shop, baseline, baseline, shop, shop,
 * baseline, ... (ABBA pairs), so whatever else the machine does in those seconds weighs on both alike;
 * requests a second and p50 are the means of the segments, p99 the worst of them.
 */
async function measure(shop: ShopProcess, scenarios: Scenario[], captured: CapturedAnswer[]): Promise<Row[]> {
  const baseline = await startBaseline(PORTS.baseline, captured);
  const segment = { ...settings, durationS: Math.max(1, settings.durationS / PAIRS), warmupS: 0 };
  const combine = (results: LoadResult[]): LoadResult => ({
    rps: Math.round(results.reduce((sum, r) => sum + r.rps, 0) / results.length),
    p50: results.reduce((sum, r) => sum + r.p50, 0) / results.length,
    p99: Math.max(...results.map((r) => r.p99)),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    bytesPerSecond: Math.round(results.reduce((sum, r) => sum + r.bytesPerSecond, 0) / results.length),
  });
  try {
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const alive = (when: string) => {
        if (!shop.alive) throw new Error(`the shop stopped ${when} ${scenario.key}:\n${shop.output()}`);
      };
      alive('before');
      const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
      // Warm-up on both sides (JIT, connections), measured by neither.
      if (settings.warmupS > 0) {
        await load(shop.url, scenario, { ...segment, durationS: settings.warmupS });
        await load(baseline.url, scenario, { ...segment, durationS: settings.warmupS });
      }
      const shopRuns: LoadResult[] = [];
      const baselineRuns: LoadResult[] = [];
      for (let pair = 0; pair < PAIRS; pair += 1) {
        const sides = pair % 2 === 0 ? (['shop', 'baseline'] as const) : (['baseline', 'shop'] as const);
        for (const side of sides) {
          if (side === 'shop') shopRuns.push(await load(shop.url, scenario, segment));
          else baselineRuns.push(await load(baseline.url, scenario, segment));
        }
        alive('during');
      }
      const shopResult = combine(shopRuns);
      const baselineResult = combine(baselineRuns);
      const ratio = Math.round((shopResult.rps / baselineResult.rps) * 100) / 100;
      rows.push({ key: scenario.key, label: scenario.label, shop: shopResult, baseline: baselineResult, ratio, loadAverage });
      log(`${scenario.key.padEnd(9)} shop ${shopResult.rps} req/s p99 ${shopResult.p99} ms | baseline ${baselineResult.rps} req/s | ${ratio}x` +
        (shopResult.errors + shopResult.non2xx > 0 ? `  (${shopResult.errors} errors, ${shopResult.non2xx} non-2xx)` : ''));
    }
    return rows;
  } finally {
    await baseline.stop();
  }
}

/** What a first visit to the grid downloads before any picture: its HTML, data included (decision 016). */
async function firstView(baseUrl: string): Promise<Run['firstView']> {
  const answer = await rawRequest(baseUrl, { method: 'GET', path: '/products' });
  if (answer.status !== 200) throw new Error(`/products answered ${answer.status}`);
  return { bytes: answer.body.length, gzip: gzipSync(answer.body).length };
}

/** The bytes each scenario's requests get from the real shop, for the baseline to answer. */
async function capture(baseUrl: string, scenarios: Scenario[]): Promise<CapturedAnswer[]> {
  const answers: CapturedAnswer[] = [];
  for (const scenario of scenarios) {
    const context: Record<string, unknown> = {};
    for (const template of scenario.requests) {
      const request = template.setupRequest ? template.setupRequest({ ...template }, context) : template;
      if (!request) throw new Error(`${scenario.key}: no request to capture`);
      const answer = await rawRequest(baseUrl, { method: request.method ?? 'GET', path: request.path ?? '/', ...request } as never);
      if (answer.status >= 300) throw new Error(`${scenario.key}: ${answer.method} ${answer.path} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
      template.onResponse?.(answer.status, answer.body.toString(), context, {});
      answers.push(answer);
    }
  }
  return answers;
}

async function benchDatabase(database: Run['database'], databaseUrl: string | undefined): Promise<{ runs: Run[]; lighthouse?: LighthouseResult[] }> {
  const port = PORTS[database];
  log(`${database}: starting the shop on :${port}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  let shop = await startShop({ port, databaseUrl, from: 'dist', dataDir });
  const runs: Run[] = [];
  let lighthouse: LighthouseResult[] | undefined;
  try {
    const token = await adminLogin(shop.url);
    const products = (await api<CatalogueProduct[]>(shop.url, '/api/products')).body;
    const orderProduct = products[0]!;
    const stocked = await api(shop.url, `/api/products/${orderProduct.id}`, {
      method: 'PUT',
      token,
      body: { name: orderProduct.name, description: orderProduct.description, shortDescription: orderProduct.shortDescription, price: orderProduct.price, imageURL: orderProduct.imageURL, qty: 1_000_000 },
    });
    if (stocked.status !== 200) throw new Error(`setting the stock failed: ${stocked.status} ${JSON.stringify(stocked.body)}`);

    if (database === 'pglite' && only !== 'pglite') {
      log(`lighthouse (mobile) on /, /products, a product page and a policy page, as a low-end (${LOW_END.index}) and a mid-tier phone (${MID_TIER.index})`);
      lighthouse = await runLighthouse(shop.url, lighthousePages(products), PORTS.chrome);
    }

    const scenarios = chosen(allScenarios(products, orderProduct.id));
    const captured = await capture(shop.url, scenarios);
    log(`${database}: ${products.length} products, ${settings.connections} connections, ${settings.durationS} s on each side per row in ${PAIRS} turns (+${settings.warmupS} s warm-up each)`);
    runs.push({ database, products: products.length, rows: await measure(shop, scenarios, captured), firstView: await firstView(shop.url) });

    const weatherRows = chosen(weatherScenarios(products, orderProduct.id));
    if (weatherRows.length > 0) {
      log(`${database}: the weather rows again, the weather service hanging`);
      await shop.stop();
      const standin = await startNwsStandin();
      standin.set({ mode: 'hang' });
      try {
        shop = await startShop({ port, databaseUrl, from: 'dist', dataDir, env: { WEATHER: 'on', WEATHER_API_URL: standin.url } });
        const weatherCaptured = await capture(shop.url, weatherRows);
        runs.push({ database, products: products.length, weather: 'hanging', rows: await measure(shop, weatherRows, weatherCaptured) });
        log(`${database}: the hanging weather service was asked ${standin.requests()} times`);
        await shop.stop();
      } finally {
        await standin.close();
      }
      shop = await startShop({ port, databaseUrl, from: 'dist', dataDir });
    }

    if (chosen(catalogueScenarios(products[0]!)).length === 0 || BIG_CATALOGUE <= products.length) return { runs, lighthouse };
    log(`${database}: growing the catalogue to ${BIG_CATALOGUE} products`);
    await shop.stop();
    const grownId = await growCatalogue({ databaseUrl, dataDir }, products, BIG_CATALOGUE);
    // The product rows read a grown plant: the one that gains its sizes below.
    const big = chosen(catalogueScenarios(grownId === null ? products[0]! : { ...products[0]!, id: grownId }));
    shop = await startShop({ port, databaseUrl, from: 'dist', dataDir });
    const bigCaptured = await capture(shop.url, big);
    runs.push({ database, products: BIG_CATALOGUE, sizesEach: 1, rows: await measure(shop, big, bigCaptured), firstView: await firstView(shop.url) });

    log(`${database}: three sizes for each grown plant`);
    await shop.stop();
    await addSizes({ databaseUrl, dataDir });
    shop = await startShop({ port, databaseUrl, from: 'dist', dataDir });
    if (grownId !== null) {
      const sized = (await api<{ variants?: unknown[] }>(shop.url, `/api/products/${grownId}`)).body;
      log(`${database}: plant ${grownId} now has ${sized.variants?.length ?? 0} sizes`);
    }
    const sizedCaptured = await capture(shop.url, big);
    runs.push({ database, products: BIG_CATALOGUE, sizesEach: 3, rows: await measure(shop, big, sizedCaptured), firstView: await firstView(shop.url) });
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { runs, lighthouse };
}

/** Tap to next paint on the low-end phone (interactions.ts): a size and "Add to cart" on a plant in sizes, "Filter By" on the grid. */
async function tapToPaint(url: string, products: CatalogueProduct[]): Promise<InteractionResult[] | undefined> {
  const sized = products.find((product) => product.options.length > 0);
  const fallback = sized?.variants.find((variant) => variant.id === sized.defaultVariantId);
  const other = sized?.variants.find((variant) => variant.options[0] !== fallback?.options[0]);
  if (!sized || !other) {
    log('tap to next paint: skipped, the catalogue has no plant in sizes');
    return undefined;
  }
  log(`tap to next paint on the low-end phone (${LOW_END.index}): a size and "Add to cart" on /products/${sized.id}, "Filter By" on /products`);
  // A journey that breaks (a control renamed) is reported, and the Lighthouse figures are kept.
  return measureInteractions(url, `/products/${sized.id}`, other.options[0]!, LOW_END).catch((error: unknown) => {
    log(`tap to next paint failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return undefined;
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  // One part alone (BENCH_ONLY) keeps the other parts of the last results.
  const previous = only ? await readLatest().catch(() => undefined) : undefined;
  // The import runs the TypeScript and weighs no chunk: it needs no build, and keeps the last chunk sizes.
  const importOnly = (only === 'import' || only === 'customers') && previous !== undefined;
  if (!skipBuild && !importOnly) {
    log('npm run build');
    const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const webDist = path.join(ROOT, 'apps/web/dist');
  const chunks: ChunkReport = importOnly ? previous.web.chunks : chunkSizes(webDist);

  const runs: Run[] = [];
  const imports: ImportRun[] = [];
  const customerImports: CustomerImportRun[] = [];
  const orderRuns: OrdersRun[] = [];
  let lighthouse: LighthouseResult[] | undefined;
  let interactions: InteractionResult[] | undefined;
  if (only === 'web') {
    const shop = await startShop({ port: PORTS.pglite, from: 'dist' });
    try {
      const products = (await api<CatalogueProduct[]>(shop.url, '/api/products')).body;
      log(`lighthouse (mobile) on /, /products, a product page and a policy page, as a low-end (${LOW_END.index}) and a mid-tier phone (${MID_TIER.index})`);
      lighthouse = await runLighthouse(shop.url, lighthousePages(products), PORTS.chrome);
      interactions = await tapToPaint(shop.url, products);
    } finally {
      await shop.stop();
    }
  }
  if (!only || only === 'pglite' || only === 'import' || only === 'customers') {
    if (loadChosen) {
      const result = await benchDatabase('pglite', undefined);
      runs.push(...result.runs);
      lighthouse = result.lighthouse;
    }
    if (importChosen) {
      log(`pglite: the import of a ${IMPORT_ROWS}-row product CSV, each part in a process of its own`);
      imports.push(await benchImport('pglite', undefined, IMPORT_ROWS, log));
    }
    if (customersChosen) {
      log(`pglite: the import of a ${CUSTOMER_ROWS}-row customer CSV, each part in a process of its own`);
      customerImports.push(await benchCustomersImport('pglite', undefined, CUSTOMER_ROWS, log));
    }
  }
  let postgresNote: string | undefined;
  if (!only || only === 'postgres' || only === 'import' || only === 'customers') {
    const adminUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
    if (await answers(adminUrl)) {
      if (loadChosen) {
        const scratch = await createScratchDatabase(adminUrl, 'shop_bench');
        try {
          runs.push(...(await benchDatabase('postgres', scratch.url)).runs);
        } finally {
          await scratch.drop();
        }
      }
      if (importChosen) {
        log(`postgres: the import of a ${IMPORT_ROWS}-row product CSV, each part in a process of its own`);
        imports.push(await benchImport('postgres', adminUrl, IMPORT_ROWS, log));
      }
      if (customersChosen) {
        log(`postgres: the import of a ${CUSTOMER_ROWS}-row customer CSV, each part in a process of its own`);
        customerImports.push(await benchCustomersImport('postgres', adminUrl, CUSTOMER_ROWS, log));
      }
      if (ordersChosen) {
        log(`postgres: the admin's order search and CSV export at ${ORDER_COUNT} orders, beside plain SQL`);
        orderRuns.push(await benchOrders(adminUrl, PORTS.postgres, ORDER_COUNT, log));
      }
    } else {
      postgresNote = `skipped: no PostgreSQL answers at ${new URL(adminUrl).host} (set DATABASE_URL)`;
      log(`postgres ${postgresNote}`);
    }
  }

  const result = {
    ...previous,
    date: new Date().toISOString(),
    machine: only === 'web' && previous ? previous.machine : { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) },
    settings: { ...settings, bigCatalogue: BIG_CATALOGUE },
    runs: [...(previous?.runs ?? []).filter((run) => !runs.some((fresh) => fresh.database === run.database)), ...runs],
    imports: [...(previous?.imports ?? []).filter((run) => !imports.some((fresh) => fresh.database === run.database)), ...imports],
    customerImports: [...(previous?.customerImports ?? []).filter((run) => !customerImports.some((fresh) => fresh.database === run.database)), ...customerImports],
    orders: orderRuns.length > 0 ? orderRuns : previous?.orders,
    postgres: postgresNote ?? previous?.postgres,
    web: { chunks, lighthouse: lighthouse ?? previous?.web.lighthouse, interactions: interactions ?? previous?.web.interactions },
    seconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  printReport(result);
  log(`done in ${result.seconds} s; wrote bench/results/latest.json`);
}

type Results = Parameters<typeof printReport>[0];

async function readLatest(): Promise<Results> {
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile(path.join(ROOT, 'bench/results/latest.json'), 'utf8')) as Results;
}

async function printLatest(): Promise<void> {
  printReport(await readLatest());
}

// `--report` prints the tables of the last run (bench/results/latest.json) without running anything.
(process.argv.includes('--report') ? printLatest() : main()).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
