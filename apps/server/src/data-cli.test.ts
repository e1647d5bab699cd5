import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ImportReport, NOT_UTF8 } from '@shop/shared/catalog-import';
import { expect, test } from 'vitest';
import { printImportReport, runDataCommand } from './data-cli.ts';
import { tempDataDir } from './modules/email/email.test-support.ts';

// `npm run import -- FILE` (decision 040): a file that is not UTF-8 is refused, naming its encoding,
// before the shop's database is opened (decision 053).
test('npm run import refuses a Latin-1 file with a sentence naming the encoding, and opens nothing', async () => {
  const data = tempDataDir();
  const file = path.join(data.dir, 'products.csv');
  writeFileSync(file, Buffer.from('Handle,Title,Variant Price\nfougere,Foug\xe8re,12.00\n', 'latin1'));
  const said: string[] = [];
  const io = { env: { DATA_DIR: path.join(data.dir, 'no-shop-here'), SEED: 'none' }, readStdin: async () => '', out: (line: string) => said.push(line), err: (line: string) => said.push(line) };
  expect(await runDataCommand(['import', file, '--dry-run'], io)).toBe(1);
  expect(said).toEqual([NOT_UTF8.latin1]);
  data.remove();
});

test('npm run import --dry-run prints every problem of every refused row under its row, with its column', () => {
  const report: ImportReport = {
    dryRun: true,
    applied: false,
    rows: 3,
    created: 1,
    updated: 0,
    unchanged: 0,
    rejected: [
      { row: 2, handle: '', problems: [{ column: 'Handle', reason: 'The row has no handle and no title' }] },
      {
        row: 4,
        handle: 'three-faults',
        problems: [
          { column: 'Status', reason: "Status 'sold' is not active, draft or archived" },
          { column: 'Variant Price', reason: "Variant Price '1.2.3' is not an amount in dollars" },
          { column: '', reason: "'three-faults' has no variant row (a row with a price)" },
        ],
      },
    ],
    leftOut: { header: ['Handle'], rows: [] },
    products: [{ row: 3, handle: 'fine-fern', title: 'Fine Fern', action: 'create', changes: [], variants: 1, demo: false }],
    imagesToFetch: 0,
    pictures: [],
    mapping: [],
  };
  const out: string[] = [];
  const err: string[] = [];
  printImportReport(report, { out: (line) => out.push(line), err: (line) => err.push(line) });
  expect(out[0]).toBe('Dry run: 3 rows; 1 products to create, 0 to update, 0 unchanged, 2 rows refused.');
  expect(err).toEqual([
    '  row 2:',
    '    Handle: The row has no handle and no title',
    '  row 4 (three-faults):',
    "    Status: Status 'sold' is not active, draft or archived",
    "    Variant Price: Variant Price '1.2.3' is not an amount in dollars",
    "    'three-faults' has no variant row (a row with a price)",
  ]);
});
