// The import of a Shopify product CSV, measured (decision 040; `npm run bench` runs it too, bench/lib/import-bench.ts).
// `npx tsx bench/tools/import-csv.ts [ROWS] [DATABASE_URL]` makes a CSV of ROWS variant rows (default 10,000:
// plants in three sizes each, no pictures to fetch) and measures, each in a child process of its own on an
// empty migrated shop (a fresh PGlite data directory, or a scratch database next to the PostgreSQL one
// given): csv-parse alone, the dry run, plain multi-row INSERTs of the same rows, and the import. It prints
// one JSON line: rows a second for each, and the memory each took (the process's peak RSS above what it
// used before, sampled every 20 ms, and the peak heap).
// `--part=parse|dry-run|plain-insert|import [pglite:DIR | DATABASE_URL]` is one such child: it measures that
// part alone and prints its JSON line.
import { parse } from 'csv-parse/sync';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { importCatalogue } from '../../apps/server/src/modules/catalog-csv/index.ts';
import { benchImport, IMPORT_PARTS, type ImportMeasure, type ImportPart } from '../lib/import-bench.ts';
import { plainInsert, readPlants } from '../lib/plain-insert.ts';

const args = process.argv.slice(2);
const partArg = args.find((arg) => arg.startsWith('--part='))?.slice('--part='.length);
const [rowsArg, target] = args.filter((arg) => !arg.startsWith('--'));
const rows = Number(rowsArg ?? 10_000);

function makeCsv(count: number): string {
  const lines = [
    'Handle,Title,Body (HTML),Tags,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Status',
  ];
  const sizes = ['4" pot', '6" pot', '10" pot'];
  for (let row = 0; row < count; row++) {
    const plant = Math.floor(row / 3);
    const size = row % 3;
    const first = size === 0;
    lines.push(
      [
        `bench-plant-${plant}`,
        first ? `Bench Plant ${plant}` : '',
        first
          ? `"<p>Plant ${plant}, grown for the bench.</p><p>Bright, indirect light; water weekly.</p>"`
          : '',
        first ? '"Medium, Bright light"' : '',
        first ? 'Size' : '',
        `"${sizes[size]!.replace(/"/g, '""')}"`,
        `BENCH-${plant}-${size}`,
        String(5 + (row % 20)),
        (18 + size * 20 + (plant % 10)).toFixed(2),
        size === 2 ? '99.00' : '',
        first ? 'active' : '',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function measured<T>(work: () => Promise<T>): Promise<{ value: T; measure: ImportMeasure }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  // The kernel's peak for the process, as a check on the sampling (a synchronous stretch has no samples).
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  let peakRss = before;
  let peakHeap = process.memoryUsage().heapUsed;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  try {
    const value = await work();
    const seconds = (performance.now() - started) / 1000;
    sample();
    const maxRssAfter = process.resourceUsage().maxRSS * 1024;
    if (maxRssAfter > maxRssBefore) peakRss = Math.max(peakRss, maxRssAfter);
    return {
      value,
      measure: {
        seconds: Math.round(seconds * 100) / 100,
        rowsPerSecond: Math.round(rows / seconds),
        rssMb: Math.round((peakRss - before) / 2 ** 20),
        heapMb: Math.round(peakHeap / 2 ** 20),
      },
    };
  } finally {
    clearInterval(sampler);
  }
}

/** One part, measured in this process on the empty database `target` names (none for parse). */
async function measurePart(part: ImportPart): Promise<void> {
  const csv = makeCsv(rows);
  const csvMb = Math.round((Buffer.byteLength(csv) / 2 ** 20) * 10) / 10;
  if (part === 'parse') {
    const { measure } = await measured(async () => parse(csv, { bom: true, relax_column_count: true }) as string[][]);
    console.log(JSON.stringify({ ...measure, csvMb }));
    return;
  }
  const database = await openDatabase(
    target?.startsWith('pglite:') ? { dataDir: target.slice('pglite:'.length) } : { databaseUrl: target, poolSize: 2 },
  );
  try {
    await database.withStartupLock(async () => {});
    const options = { baseUrl: 'http://127.0.0.1:3000' };
    if (part === 'plain-insert') {
      const { value, measure } = await measured(() => plainInsert(database.db, readPlants(csv)));
      if (value !== rows) throw new Error(`plain INSERTs wrote ${value} variants of ${rows}`);
      console.log(JSON.stringify({ ...measure, csvMb }));
      return;
    }
    const { value, measure } = await measured(() => importCatalogue({ db: database.db, csv, dryRun: part === 'dry-run', options }));
    if (value.rejected.length > 0 || (part === 'import' && !value.applied))
      throw new Error(`the bench's CSV was refused: ${JSON.stringify(value.rejected.slice(0, 3))}`);
    console.log(JSON.stringify({ ...measure, csvMb, products: value.created }));
  } finally {
    await database.close();
  }
}

if (partArg !== undefined) {
  if (!(IMPORT_PARTS as readonly string[]).includes(partArg)) throw new Error(`--part is one of ${IMPORT_PARTS.join(', ')}`);
  await measurePart(partArg as ImportPart);
} else {
  const database = target ? 'postgres' : 'pglite';
  console.log(JSON.stringify(await benchImport(database, target, rows, (message) => console.error(message))));
}
