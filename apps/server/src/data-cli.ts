import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeCsvFile, demoMatches, type ImportReport } from '@shop/shared/catalog-import';
import { someOf } from '@shop/shared/demo-catalogue';
import type { CliIo } from './cli-io.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { BackupError, backupShop, restoreShop } from './db/backup.ts';
import { type Database, openDatabase, PgliteBusyError } from './db/client.ts';
import { HttpError } from './errors.ts';
import { exportCatalogue, importCatalogue } from './modules/catalog-csv/index.ts';
import { recordBackup } from './modules/launch/index.ts';

export const DATA_COMMANDS = ['import', 'export', 'backup', 'restore'] as const;

export const DATA_USAGE = [
  'Usage: npm run import -- FILE [--dry-run]   a Shopify product CSV: checks it (--dry-run) or imports it, all or nothing',
  '       npm run export -- FILE               the catalogue on sale as a Shopify product CSV',
  '       npm run backup -- FILE               the whole shop (catalogue, images, customers, orders, settings) in one file',
  '       npm run restore -- FILE              a backup into an empty DATA_DIR or database',
  '',
  'Uses the shop of this environment: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).',
  'With PGlite, stop the shop first: its files are used by one process at a time.',
].join('\n');

/** Opens the configured database and migrates it, or answers the line that says why not. */
async function openShop(config: Config, { mustExist }: { mustExist: boolean }): Promise<Database | string> {
  if (!config.databaseUrl && mustExist && !existsSync(path.join(config.dataDir, 'pglite'))) {
    return `No shop database in ${path.resolve(config.dataDir)}: start the shop once (npm start), or set DATA_DIR or DATABASE_URL to the shop's.`;
  }
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      poolSize: 2,
    });
  } catch (error) {
    if (error instanceof PgliteBusyError) return error.message;
    return `Could not open the shop's database: ${error instanceof Error ? error.message : String(error)}`;
  }
  await database.withStartupLock(async () => {});
  return database;
}

/** What an import did, or a dry run would do, in lines at the terminal: every problem of every refused row under its row. */
export function printImportReport(report: ImportReport, io: Pick<CliIo, 'out' | 'err'>): void {
  const verb = report.dryRun ? 'Dry run' : report.applied ? 'Imported' : 'Nothing imported';
  const [create, update] = report.applied ? ['created', 'updated'] : ['to create', 'to update'];
  io.out(
    `${verb}: ${report.rows} rows; ${report.created} products ${create}, ${report.updated} ${update}, ${report.unchanged} unchanged, ${report.rejected.length} rows refused.`,
  );
  for (const product of report.products.filter((one) => one.action !== 'unchanged')) {
    io.out(
      `  row ${product.row} ${product.handle}: ${product.action}${product.changes.length > 0 ? ` (${product.changes.join(', ')})` : ''}`,
    );
  }
  // Every problem of every refused row, each under its row (docs/product/rules.md).
  for (const refused of report.rejected) {
    io.err(`  row ${refused.row}${refused.handle ? ` (${refused.handle})` : ''}:`);
    for (const problem of refused.problems)
      io.err(`    ${problem.column ? `${problem.column}: ` : ''}${problem.reason}`);
  }
  if (report.dryRun && report.imagesToFetch > 0)
    io.out(`${report.imagesToFetch} pictures will be fetched when the file is imported.`);
  const demo = demoMatches(report);
  if (report.dryRun && demo.length > 0)
    io.out(
      `${demo.length === 1 ? '1 product of this file would update a demo plant' : `${demo.length} products of this file would update demo plants`} (${someOf(demo.map((product) => product.handle))}): remove the demo catalogue first (Admin > Products), and ${demo.length === 1 ? 'it comes in as your own plant' : 'they come in as your own plants'}.`,
    );
  const failed = report.pictures.filter((picture) => picture.status === 'failed');
  if (!report.dryRun && report.pictures.length > 0)
    io.out(`Pictures: ${report.pictures.length - failed.length} fetched, ${failed.length} failed.`);
  for (const picture of failed)
    io.err(
      `  ${picture.handle}: ${picture.url.slice(0, 120)} ${picture.reason}; a new plant shows the placeholder, an updated one keeps its picture`,
    );
  if (!report.dryRun && !report.applied && report.rejected.length > 0)
    io.err('Nothing was written: mend the rows above and import again.');
}

/** `npm run import|export|backup|restore -- FILE`: the owner's data at the machine (decisions 040, 043). Answers the exit code. */
export async function runDataCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [command, file, ...flags] = args;
  const allowed = command === 'import' ? ['--dry-run'] : [];
  if (
    !command ||
    !(DATA_COMMANDS as readonly string[]).includes(command) ||
    !file ||
    file.startsWith('-') ||
    flags.some((flag) => !allowed.includes(flag))
  ) {
    io.err(DATA_USAGE);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  if ((command === 'import' || command === 'restore') && !existsSync(file)) {
    io.err(`No file ${file}`);
    return 1;
  }
  if ((command === 'export' || command === 'backup') && existsSync(file)) {
    io.err(`${file} already exists: name a new file`);
    return 1;
  }
  // A file that is not UTF-8 is refused before the shop is opened, naming what it looks like (decision 053).
  const csv = command === 'import' ? decodeCsvFile(await readFile(file)) : null;
  if (csv && !csv.ok) {
    io.err(csv.message);
    return 1;
  }
  const database = await openShop(config, { mustExist: command !== 'restore' });
  if (typeof database === 'string') {
    io.err(database);
    return 1;
  }
  try {
    if (command === 'import') {
      const report = await importCatalogue({
        db: database.db,
        csv: csv?.text ?? '',
        dryRun: flags.includes('--dry-run'),
        options: { baseUrl: config.publicUrl },
      });
      printImportReport(report, io);
      return report.rejected.length > 0 ? 1 : 0;
    }
    if (command === 'export') {
      const csv = await exportCatalogue({ db: database.db, baseUrl: config.publicUrl });
      await writeFile(file, csv, { flag: 'wx' });
      io.out(`Exported ${csv.split('\n').length - 2} variants to ${file}.`);
      return 0;
    }
    if (command === 'backup') {
      const header = await backupShop({ db: database.db, file });
      const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
      // Once the file is whole: the launch checklist says whether the shop was backed up in the last day (decision 052).
      await recordBackup({ db: database.db, backup: { finishedAt: new Date(), file, rows } });
      io.out(`Backed up ${header.tables.length} tables (${rows} rows) to ${file}.`);
      return 0;
    }
    const header = await restoreShop({ db: database.db, file });
    const rowsOf = (name: string) => header.tables.find((table) => table.name === name)?.rows ?? 0;
    io.out(
      `Restored ${file}: ${rowsOf('products')} products, ${rowsOf('images')} images, ${rowsOf('users')} accounts, ${rowsOf('orders')} orders. Start the shop.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof HttpError || error instanceof BackupError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
