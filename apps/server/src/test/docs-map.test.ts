// The documents a newcomer reads cannot drift from the code (docs/product/engineering.md, "Layout"): the one
// layout tree lists every server module and web feature folder, the decisions' index lists every record, every
// relative link in the documents opens a file of the repository, code cites nothing a reader cannot open, and
// the README stays short.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const folders = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((name) => statSync(path.join(root, dir, name)).isDirectory())
    .sort();

/** The names the layout tree lists, one a line, under the tree's line `  <heading>` (e.g. `modules/`). */
export function listedUnder(tree: string, heading: string): string[] {
  const lines = tree.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`  ${heading} `) || line === `  ${heading}`);
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^ {0,2}\S/.test(line)) break;
    const entry = /^ {4}([a-z][a-z0-9-]*)(?: |$)/.exec(line);
    if (entry) names.push(entry[1]!);
  }
  return names.sort();
}

/** What is wrong between the folders on disk and the names a document lists for them, as sentences. */
export function drift(what: string, onDisk: string[], listed: string[]): string[] {
  return [
    ...onDisk
      .filter((name) => !listed.includes(name))
      .map((name) => `${what} ${name} is missing from the layout`),
    ...listed.filter((name) => !onDisk.includes(name)).map((name) => `${what} ${name} is listed but gone`),
  ];
}

function layoutTree(): string {
  const engineering = read('docs/product/engineering.md');
  const layout = engineering.slice(engineering.indexOf('## Layout'));
  const open = layout.indexOf('```\n');
  return layout.slice(open + 4, layout.indexOf('```\n', open + 4));
}

/** Every relative Markdown link in `file` whose target (before any #anchor) is not a file or folder of the repository. */
export function brokenLinks(file: string, text: string, exists: (target: string) => boolean): string[] {
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:|#)/.test(target!)) continue;
    const relative = target!.split('#')[0]!;
    const resolved = path.join(path.dirname(file), relative);
    if (!exists(resolved)) broken.push(`${file} links to ${target}, which is not in the repository`);
  }
  return broken;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'screenshots' ? [] : markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

describe('the layout tree in docs/product/engineering.md', () => {
  test('lists every server module folder, and none that is gone', () => {
    expect(
      drift('server module', folders('apps/server/src/modules'), listedUnder(layoutTree(), 'modules/')),
    ).toEqual([]);
  });

  test('lists every web feature folder, and none that is gone', () => {
    expect(
      drift('web feature', folders('apps/web/src/features'), listedUnder(layoutTree(), 'features/')),
    ).toEqual([]);
  });

  test('a planted mistake is caught: a new folder not listed, a listed folder removed', () => {
    const tree = layoutTree();
    const listed = listedUnder(tree, 'modules/');
    expect(listed.length).toBeGreaterThan(20);
    const onDisk = [...listed.filter((name) => name !== 'wishlist'), 'gift-cards'];
    expect(drift('server module', onDisk, listed)).toEqual([
      'server module gift-cards is missing from the layout',
      'server module wishlist is listed but gone',
    ]);
  });
});

describe('the decisions index, docs/decisions/README.md', () => {
  const records = readdirSync(path.join(root, 'docs/decisions')).filter((name) =>
    /^\d{3}-.*\.md$/.test(name),
  );
  const index = read('docs/decisions/README.md');
  const listed = [...index.matchAll(/^\| \[(\d{3})\]\((\d{3}-[^)]+\.md)\)/gm)].map((match) => match[2]!);

  test('lists every record once, and only records that exist', () => {
    expect(records.length).toBeGreaterThan(50);
    expect(drift('decision record', records.sort(), listed.sort())).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test('names the numbers never used, so a gap is not a lost record', () => {
    const numbers = records.map((name) => Number(name.slice(0, 3)));
    const unused = Array.from({ length: Math.max(...numbers) }, (_, i) => i + 1).filter(
      (n) => !numbers.includes(n),
    );
    for (const n of unused) expect(index).toContain(String(n).padStart(3, '0'));
  });
});

describe('the documents a newcomer reads', () => {
  const documents = ['README.md', 'bench/README.md', ...markdownFiles('docs')];
  const exists = (target: string) => existsSync(path.join(root, target));

  test('every relative link opens a file of the repository', () => {
    expect(documents.flatMap((file) => brokenLinks(file, read(file), exists))).toEqual([]);
  });

  test('a planted broken link is caught', () => {
    expect(
      brokenLinks(
        'docs/features.md',
        'see [the map](product/no-such-file.md#top) and [site](https://example.com)',
        exists,
      ),
    ).toEqual(['docs/features.md links to product/no-such-file.md#top, which is not in the repository']);
  });

  test('the README stays an introduction: under 300 lines, details in docs/', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(300);
  });
});

/** The code's files: what a citation rule reads. */
function codeFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'migrations', 'results'].includes(entry.name) ? [] : codeFiles(file);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Citations in `text` a reader of the repository cannot open: an issue's number, or a document kept outside it
 * (the product specification and the design notes, whose content docs/product holds in our words).
 */
export function unopenableCitations(file: string, text: string): string[] {
  const found: string[] = [];
  for (const [line, content] of text.split('\n').entries()) {
    const citation = /\b[Ii]ssue #?\d+\b|\bDESIGN(?:\.md| section)|\bSPEC\b|\.\.\/shared\/\w+\.md/.exec(
      content,
    );
    if (citation) found.push(`${file}:${line + 1} cites "${citation[0]}", which is not in the repository`);
  }
  return found;
}

describe('citations in the code', () => {
  test('name docs/product or docs/decisions, never an issue number or a document outside the repository', () => {
    const files = ['apps', 'packages', 'e2e', 'bench', 'scripts']
      .flatMap(codeFiles)
      .filter((file) => !file.endsWith('docs-map.test.ts'));
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => unopenableCitations(file, read(file)))).toEqual([]);
  });

  test('a planted citation is caught', () => {
    expect(
      unopenableCitations(
        'apps/x.ts',
        '// ok (docs/decisions/044-weather-safe-shipping.md)\n// Issue 22: the weather\n/** DESIGN section 3 */\n// as SPEC section 7 says',
      ),
    ).toEqual([
      'apps/x.ts:2 cites "Issue 22", which is not in the repository',
      'apps/x.ts:3 cites "DESIGN section", which is not in the repository',
      'apps/x.ts:4 cites "SPEC", which is not in the repository',
    ]);
  });
});
