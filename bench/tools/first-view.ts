// `npm test`'s 'first view JavaScript' step, after the build: the JavaScript a first view loads (gzip,
// measured as the bench measures it) must stay at or under the ceiling in bench/first-view-ceiling.json,
// so it cannot grow as features land. Build output is deterministic: this is a size, not a timing.
//   npx tsx bench/tools/first-view.ts [apps/web/dist]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkSizes } from '../lib/first-view.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ceilingFile = path.join(root, 'bench/first-view-ceiling.json');
const { initialJsGzip: ceiling } = JSON.parse(readFileSync(ceilingFile, 'utf8')) as { initialJsGzip: number };
const report = chunkSizes(path.resolve(root, process.argv[2] ?? 'apps/web/dist'));
const figure = report.initialJsGzip;
const bytes = (n: number) => n.toLocaleString('en-US');

if (figure > ceiling) {
  const biggest = report.chunks
    .filter((chunk) => chunk.initial && chunk.file.endsWith('.js'))
    .map((chunk) => `  ${chunk.file}: ${bytes(chunk.gzip)} bytes gzip (${bytes(chunk.bytes)} raw)`);
  console.error(
    [
      `The first view's JavaScript is ${bytes(figure)} bytes gzip, over its ceiling of ${bytes(ceiling)} (${bytes(figure - ceiling)} more).`,
      'Its chunks, biggest first:',
      ...biggest,
      'A first view must not grow as features land: load what it does not show from a chunk of its own',
      '(a lazy route, React.lazy, a dynamic import). The ceiling is in bench/first-view-ceiling.json.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`The first view's JavaScript is ${bytes(figure)} bytes gzip, within its ceiling of ${bytes(ceiling)}.`);
if (ceiling - figure >= 100) {
  console.log(`It is ${bytes(ceiling - figure)} bytes under: lower the ceiling in bench/first-view-ceiling.json to keep the room.`);
}
