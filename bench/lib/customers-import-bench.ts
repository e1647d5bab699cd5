// The import of a Shopify customer CSV in `npm run bench` (decision 062), as the product CSV's (import-bench.ts):
// each part in a child process of its own (bench/tools/import-customers.ts --part=...) on an empty migrated
// database of its own, so the memory it reports is the part's alone. The import is measured beside the same
// accounts, profiles and addresses written by plain multi-row INSERTs, which runs before and after it and
// counts as the mean of the two.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportMeasure } from './import-bench.ts';
import { createScratchDatabase } from './postgres.ts';
import { ROOT } from './shop-process.ts';

export const CUSTOMER_IMPORT_PARTS = ['plain-insert', 'import'] as const;
export type CustomerImportPart = (typeof CUSTOMER_IMPORT_PARTS)[number];

export interface CustomerImportRun {
  database: 'pglite' | 'postgres';
  rows: number;
  csvMb: number;
  /** The machine's 1-minute load average when the run started. */
  loadAverage: number;
  import: ImportMeasure;
  /** The baseline: the same accounts, profiles and addresses by plain multi-row INSERTs. */
  plainInsert: ImportMeasure;
}

/** The bench's goals for the customer import (measured, never asserted in a test): the product import's (IMPORT_GOALS). */
export const CUSTOMER_IMPORT_GOALS = { rowsPerSecond: 500, memoryMb: 300 };

function runChild(rows: number, part: CustomerImportPart, target: string): Promise<ImportMeasure & { csvMb: number }> {
  const args = ['--expose-gc', '--import', 'tsx', 'bench/tools/import-customers.ts', String(rows), `--part=${part}`, target];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-5000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`the customer import bench's ${part} part failed (exit ${code}):\n${err || out}`));
      else resolve(JSON.parse(last) as ImportMeasure & { csvMb: number });
    });
  });
}

async function part(rows: number, name: CustomerImportPart, adminUrl: string | undefined): Promise<ImportMeasure & { csvMb: number }> {
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'shop_bench_customers');
    try {
      return await runChild(rows, name, scratch.url);
    } finally {
      await scratch.drop();
    }
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-customers-'));
  try {
    return await runChild(rows, name, `pglite:${dataDir}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const measureOf = ({ seconds, rowsPerSecond, rssMb, heapMb }: ImportMeasure): ImportMeasure => ({ seconds, rowsPerSecond, rssMb, heapMb });

/** Measures the import of a `rows`-row customer CSV on PGlite (`adminUrl` undefined) or PostgreSQL: plain INSERTs, import, plain INSERTs. */
export async function benchCustomersImport(database: CustomerImportRun['database'], adminUrl: string | undefined, rows: number, log: (message: string) => void = () => {}): Promise<CustomerImportRun> {
  const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
  const before = await part(rows, 'plain-insert', adminUrl);
  const imported = await part(rows, 'import', adminUrl);
  const after = await part(rows, 'plain-insert', adminUrl);
  const seconds = (before.seconds + after.seconds) / 2;
  log(`${database} customer import: ${imported.rowsPerSecond} rows/s, +${imported.rssMb} MB RSS, heap ${imported.heapMb} MB; plain INSERTs ${before.rowsPerSecond} and ${after.rowsPerSecond} rows/s`);
  return {
    database,
    rows,
    csvMb: imported.csvMb,
    loadAverage,
    import: measureOf(imported),
    plainInsert: { seconds: Math.round(seconds * 100) / 100, rowsPerSecond: Math.round(rows / seconds), rssMb: Math.max(before.rssMb, after.rssMb), heapMb: Math.max(before.heapMb, after.heapMb) },
  };
}
