import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// The test lives beside the folder: drizzle-kit reads every file in schema/ as the schema.
const here = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema');

// A CHECK that lists a column's values is built from the list the code names (oneOf / nullOrOneOf), never
// typed again (docs/decisions/064). Subsets with a meaning of their own stay written out, by name.
const SUBSETS = new Set(['stock_movements_delta_not_zero']);

test('every CHECK of known values is built from a named list, none typed out', () => {
  const typedOut = readdirSync(here)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(here, file), 'utf8').matchAll(/check\('([a-z_]+)',\s*sql`[^`]*\bin \('/g)]
        .map((match) => match[1]!)
        .filter((name) => !SUBSETS.has(name))
        .map((name) => `${file}: ${name}`),
    );
  expect(typedOut).toEqual([]);
});

test("a column's enum is the same named list as its CHECK, not a second copy", () => {
  const copies = readdirSync(here)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(here, file), 'utf8').matchAll(/text\('([a-z_]+)', \{ enum: \[/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
  expect(copies).toEqual([]);
});
