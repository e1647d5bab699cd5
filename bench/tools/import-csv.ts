// The import of a Shopify product CSV, measured (issue 24): `npx tsx bench/tools/import-csv.ts [ROWS] [DATABASE_URL]`
// makes a CSV of ROWS variant rows (default 10,000: plants in three sizes each, no pictures to fetch), checks
// it (dry run) and imports it into an empty migrated shop (in-memory PGlite, or the PostgreSQL database
// given, which must be empty), and prints one JSON line: rows a second for each, and the memory it took
// (the process's peak RSS above what it used before, sampled every 20 ms, and the peak heap).
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { importCatalogue } from '../../apps/server/src/modules/catalog-csv/index.ts';

const rows = Number(process.argv[2] ?? 10_000);
const databaseUrl = process.argv[3];

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

async function measured<T>(
  work: () => Promise<T>,
): Promise<{ value: T; seconds: number; peakRssMb: number; peakHeapMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peakRss = before;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const value = await work();
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      peakRssMb: Math.round((peakRss - before) / 2 ** 20),
      peakHeapMb: Math.round(peakHeap / 2 ** 20),
    };
  } finally {
    clearInterval(sampler);
  }
}

const csv = makeCsv(rows);
const database = await openDatabase({ databaseUrl, poolSize: 2 });
try {
  await database.withStartupLock(async () => {});
  const options = { baseUrl: 'http://127.0.0.1:3000' };
  const dry = await measured(() => importCatalogue({ db: database.db, csv, dryRun: true, options }));
  const applied = await measured(() => importCatalogue({ db: database.db, csv, dryRun: false, options }));
  if (applied.value.rejected.length > 0 || !applied.value.applied)
    throw new Error(`the bench's CSV was refused: ${JSON.stringify(applied.value.rejected.slice(0, 3))}`);
  console.log(
    JSON.stringify({
      database: database.kind,
      rows,
      products: applied.value.created,
      csvMb: Math.round((Buffer.byteLength(csv) / 2 ** 20) * 10) / 10,
      dryRun: {
        seconds: Math.round(dry.seconds * 100) / 100,
        rowsPerSecond: Math.round(rows / dry.seconds),
        peakRssMb: dry.peakRssMb,
        peakHeapMb: dry.peakHeapMb,
      },
      import: {
        seconds: Math.round(applied.seconds * 100) / 100,
        rowsPerSecond: Math.round(rows / applied.seconds),
        peakRssMb: applied.peakRssMb,
        peakHeapMb: applied.peakHeapMb,
      },
    }),
  );
} finally {
  await database.close();
}
