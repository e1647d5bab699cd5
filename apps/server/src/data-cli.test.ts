import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_UTF8 } from '@shop/shared/catalog-import';
import { expect, test } from 'vitest';
import { runDataCommand } from './data-cli.ts';
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
