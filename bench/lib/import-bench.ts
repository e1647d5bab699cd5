// The import of a Shopify product CSV in `npm run bench` (decision 040): each part runs in a child process of
// its own (bench/tools/import-csv.ts --part=...), on an empty migrated database of its own, so the memory it
// reports is the part's alone. The dry run is measured beside reading the same file with csv-parse alone;
// the import beside the same rows written by plain multi-row INSERTs (plain-insert.ts). Each baseline runs
// before and after its part and counts as the mean of the two, so the machine's load during the part
// weighs on both.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from './postgres.ts';
import { ROOT } from './shop-process.ts';

export const IMPORT_PARTS = ['parse', 'dry-run', 'plain-insert', 'import'] as const;
export type ImportPart = (typeof IMPORT_PARTS)[number];

/** One measured part: how long it took, rows a second, and its memory (RSS above what the process used before, and the peak V8 heap). */
export interface ImportMeasure {
  seconds: number;
  rowsPerSecond: number;
  rssMb: number;
  heapMb: number;
}

export interface ImportRun {
  database: 'pglite' | 'postgres';
  rows: number;
  products: number;
  csvMb: number;
  /** The machine's 1-minute load average when the run started. */
  loadAverage: number;
  dryRun: ImportMeasure;
  /** The dry run's baseline: csv-parse reading the same file, nothing else. */
  parse: ImportMeasure;
  import: ImportMeasure;
  /** The import's baseline: the same rows into the same tables by plain multi-row INSERTs. */
  plainInsert: ImportMeasure;
}

/** The bench's goals for the import (measured, never asserted in a test). */
export const IMPORT_GOALS = { importRowsPerSecond: 500, dryRunRowsPerSecond: 2000, memoryMb: 300 };

/** What a child prints: the part's measure, and for the import how many products it made. */
interface ChildAnswer extends ImportMeasure {
  products?: number;
  csvMb: number;
}

function runChild(rows: number, part: ImportPart, databaseUrl: string | undefined): Promise<ChildAnswer> {
  const args = ['--expose-gc', '--import', 'tsx', 'bench/tools/import-csv.ts', String(rows), `--part=${part}`, ...(databaseUrl ? [databaseUrl] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-5000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`the import bench's ${part} part failed (exit ${code}):\n${err || out}`));
      else resolve(JSON.parse(last) as ChildAnswer);
    });
  });
}

/** One part on an empty database of its own: a fresh PGlite data directory, or a scratch PostgreSQL database. */
async function part(rows: number, name: ImportPart, adminUrl: string | undefined): Promise<ChildAnswer> {
  if (name === 'parse') return runChild(rows, name, undefined);
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'shop_bench_import');
    try {
      return await runChild(rows, name, scratch.url);
    } finally {
      await scratch.drop();
    }
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-import-'));
  try {
    return await runChild(rows, name, `pglite:${dataDir}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mean = (a: ImportMeasure, b: ImportMeasure, rows: number): ImportMeasure => {
  const seconds = (a.seconds + b.seconds) / 2;
  return { seconds: Math.round(seconds * 100) / 100, rowsPerSecond: Math.round(rows / seconds), rssMb: Math.max(a.rssMb, b.rssMb), heapMb: Math.max(a.heapMb, b.heapMb) };
};
const measureOf = ({ seconds, rowsPerSecond, rssMb, heapMb }: ImportMeasure): ImportMeasure => ({ seconds, rowsPerSecond, rssMb, heapMb });

/**
 * Measures the import of a `rows`-row CSV on PGlite (`adminUrl` undefined) or PostgreSQL (scratch databases
 * next to `adminUrl`): parse, dry run, parse; plain INSERTs, import, plain INSERTs.
 */
export async function benchImport(database: ImportRun['database'], adminUrl: string | undefined, rows: number, log: (message: string) => void = () => {}): Promise<ImportRun> {
  const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
  const parseBefore = await part(rows, 'parse', adminUrl);
  const dryRun = await part(rows, 'dry-run', adminUrl);
  const parseAfter = await part(rows, 'parse', adminUrl);
  log(`${database} import: dry run ${dryRun.rowsPerSecond} rows/s, csv-parse alone ${parseBefore.rowsPerSecond} and ${parseAfter.rowsPerSecond} rows/s`);
  const insertBefore = await part(rows, 'plain-insert', adminUrl);
  const imported = await part(rows, 'import', adminUrl);
  const insertAfter = await part(rows, 'plain-insert', adminUrl);
  log(`${database} import: ${imported.rowsPerSecond} rows/s, +${imported.rssMb} MB RSS, heap ${imported.heapMb} MB; plain INSERTs ${insertBefore.rowsPerSecond} and ${insertAfter.rowsPerSecond} rows/s`);
  return {
    database,
    rows,
    products: imported.products ?? 0,
    csvMb: imported.csvMb,
    loadAverage,
    dryRun: measureOf(dryRun),
    parse: mean(parseBefore, parseAfter, rows),
    import: measureOf(imported),
    plainInsert: mean(insertBefore, insertAfter, rows),
  };
}
