import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestShop, type TestShop } from '../../test/harness.ts';
import { ledgerProblems } from '../inventory/inventory.test-support.ts';
import { importCatalogue } from './import-catalogue.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
});
afterAll(() => shop.close());

const PLANTS = 1200;
const SIZES = ['Small', 'Medium', 'Large'];

/** Plant `i`: 1-3 sizes, each its own price and count (some 0); every 4th has a size without a SKU, every 10th is a draft. */
function plant(i: number, { priceShift = 0, sizes = SIZES.slice(0, 1 + (i % 3)), kind = 'many' } = {}) {
  const tags = i % 11 === 0 ? [] : [`Group ${i % 13}`, ...(i % 50 === 0 ? [`Only ${i}`] : [])];
  return {
    handle: `${kind}-plant-${i}`,
    title: `Plant ${kind} ${i}`,
    tags,
    onSale: i % 10 !== 9,
    variants: sizes.map((size, v) => ({
      size,
      sku: i % 4 === 1 && v === 1 ? null : `${kind.toUpperCase()}-${i}-${v}`,
      priceCents: 500 + i * 10 + v + priceShift,
      compareAtCents: v === 2 ? 90_000 + i : null,
      qty: (i + v * 7) % 13,
    })),
  };
}

function csvOf(plants: ReturnType<typeof plant>[]): string {
  const lines = [
    'Handle,Title,Body (HTML),Tags,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Status',
  ];
  for (const one of plants)
    one.variants.forEach((variant, v) =>
      lines.push(
        [
          one.handle,
          v === 0 ? one.title : '',
          v === 0 ? `<p>${one.title}.</p>` : '',
          v === 0 ? `"${one.tags.join(', ')}"` : '',
          v === 0 ? 'Size' : '',
          variant.size,
          variant.sku ?? '',
          variant.qty,
          (variant.priceCents / 100).toFixed(2),
          variant.compareAtCents === null ? '' : (variant.compareAtCents / 100).toFixed(2),
          v === 0 ? (one.onSale ? 'active' : 'draft') : '',
        ].join(','),
      ),
    );
  return `${lines.join('\n')}\n`;
}

interface Row {
  handle: string;
  name: string;
  default_variant_id: number | null;
  options: { name: string; values: string[] }[];
  tags: string[] | null;
  variants: {
    id: number;
    sku: string;
    option_values: string[];
    price_cents: number;
    compare_at_cents: number | null;
    archived: boolean;
    on_hand: number;
    moves: { delta: number; on_hand_after: number; cause: string }[];
  }[];
}

/** Every product as the shop has it, with its options, variants (their counts and ledger rows) and tags. */
const shopProducts = () =>
  queryRows<Row>(
    shop.db,
    sql.raw(`
      select p.handle, p.name, p.default_variant_id,
        (select coalesce(json_agg(json_build_object('name', o.name, 'values', o.values) order by o.position), '[]')
          from product_options o where o.product_id = p.id) as options,
        (select array_agg(t.name order by t.name) from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p.id) as tags,
        (select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'option_values', v.option_values,
            'price_cents', v.price_cents, 'compare_at_cents', v.compare_at_cents, 'archived', v.archived_at is not null,
            'on_hand', s.on_hand,
            'moves', (select coalesce(json_agg(json_build_object('delta', m.delta, 'on_hand_after', m.on_hand_after, 'cause', m.cause) order by m.id), '[]')
              from stock_movements m where m.variant_id = v.id)) order by v.position)
          from product_variants v left join stock_levels s on s.variant_id = v.id where v.product_id = p.id) as variants
      from products p order by p.handle`),
  );

/** What the shop should have for these plants, as `shopProducts` answers it (without ids). */
function expectedOf(plants: ReturnType<typeof plant>[]) {
  return [...plants]
    .sort((a, b) => (a.handle < b.handle ? -1 : 1))
    .map((one) => ({
      handle: one.handle,
      name: one.title,
      options: [{ name: 'Size', values: one.variants.map((variant) => variant.size) }],
      tags: one.tags.length === 0 ? null : [...one.tags].sort(),
      variants: one.variants.map((variant) => ({
        sku: variant.sku ?? expect.stringMatching(/^SKU-\d+$/),
        option_values: [variant.size],
        price_cents: variant.priceCents,
        compare_at_cents: variant.compareAtCents,
        archived: !one.onSale,
        on_hand: variant.qty,
        moves: [{ delta: variant.qty, on_hand_after: variant.qty, cause: variant.qty === 0 ? 'initial' : 'import' }],
      })),
    }));
}

/** Checks the plants' rows (prefix `kind`) against the file's, their made-up SKUs, defaults and the ledger's invariant. */
async function expectPlants(kind: string, plants: ReturnType<typeof plant>[]) {
  const found = (await shopProducts()).filter((row) => row.handle.startsWith(`${kind}-plant-`));
  expect(
    found.map(({ default_variant_id: _, ...row }) => ({ ...row, variants: row.variants.map(({ id: _, ...variant }) => variant) })),
  ).toEqual(expectedOf(plants));
  for (const row of found) {
    // A made-up SKU is the variant's own id; the default is the first size of a plant on sale.
    for (const variant of row.variants) if (variant.sku.startsWith('SKU-')) expect(variant.sku).toBe(`SKU-${variant.id}`);
    expect(row.default_variant_id).toBe(row.handle.endsWith('9') ? null : row.variants[0]!.id);
  }
  expect(await ledgerProblems(shop.db)).toEqual([]);
}

test('a file of 1,200 new plants (more than one batch) makes each with its own options, sizes, SKUs, counts, ledger rows and tags, and still updates a plant it has', async () => {
  const all = Array.from({ length: PLANTS }, (_, i) => plant(i));
  const options = { baseUrl: shop.config.publicUrl };
  const first = await importCatalogue({ db: shop.db, csv: csvOf(all.slice(0, 10)), dryRun: false, options });
  expect(first).toMatchObject({ applied: true, created: 10, rejected: [] });
  const edited = [...all];
  edited[3] = plant(3, { priceShift: 7 });

  const report = await importCatalogue({ db: shop.db, csv: csvOf(edited), dryRun: false, options });
  expect(report).toMatchObject({ applied: true, created: PLANTS - 10, updated: 1, unchanged: 9, rejected: [] });

  await expectPlants('many', edited);
});

test('60 plants of 100 sizes each (more variants than one batch takes) come in whole', async () => {
  const sizes = Array.from({ length: 100 }, (_, n) => `Pot ${n + 1}`);
  const plants = Array.from({ length: 60 }, (_, i) => plant(i, { sizes, kind: 'big' }));
  const report = await importCatalogue({ db: shop.db, csv: csvOf(plants), dryRun: false, options: { baseUrl: shop.config.publicUrl } });
  expect(report).toMatchObject({ applied: true, created: 60, rejected: [] });
  await expectPlants('big', plants);
});
