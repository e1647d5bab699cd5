import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { CatalogueProduct } from './scenarios.ts';

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const BATCH = 500;

/**
 * Grows the catalogue to `total` products with SQL, copying the demo plants (text, image, tags)
 * under numbered names, so pages and the whole catalogue look like a real shop's, only bigger.
 * The shop must be stopped (PGlite's files belong to one process; and no instance caches a stale view).
 */
/** Answers the id of the last plant grown (one whose sizes `addSizes` changes), or null when none was needed. */
export async function growCatalogue(target: Target, demo: CatalogueProduct[], total: number): Promise<number | null> {
  return withQuery(target, (query) => grow(query, demo, total));
}

/**
 * Gives each grown plant three sizes (decision 032): a Size option, its one variant becomes the 4" pot,
 * and a 6" and a 10" pot join it at 2x and 4.4x its price with stock of their own; the 6" is the default.
 * The bench measures the same 10,000 plants before and after, side by side in one run.
 */
export async function addSizes(target: Target): Promise<number> {
  return withQuery(target, async (query) => {
    await query('begin', []);
    try {
      const grown = await query(`select p.id from products p where exists (select 1 from product_variants v where v.product_id = p.id and v.sku like 'GROWN-%') and not exists (select 1 from product_options o where o.product_id = p.id)`, []);
      const ids = grown.rows.map((row) => row.id as number);
      await query(`insert into product_options (product_id, position, name, values) select unnest($1::int[]), 0, 'Size', $2::text[]`, [ids, SIZES.map((size) => size.value)]);
      await query(`update product_variants set option_values = $2::text[] where product_id = any($1::int[])`, [ids, [SIZES[0]!.value]]);
      const made = await query(
        `insert into product_variants (product_id, sku, option_values, price_cents, position)
          select v.product_id, 'GROWN-' || v.product_id || '-' || s.position, array[s.value], round(v.price_cents * s.ratio)::int, s.position
          from product_variants v
          cross join unnest($2::text[], $3::float8[], $4::int[]) as s(value, ratio, position)
          where v.product_id = any($1::int[])
          returning id, product_id, position`,
        [ids, SIZES.slice(1).map((size) => size.value), SIZES.slice(1).map((size) => size.ratio), [1, 2]],
      );
      await query(`insert into stock_levels (variant_id, on_hand) select unnest($1::int[]), 100`, [made.rows.map((row) => row.id)]);
      await query(
        `update products p set default_variant_id = v.id from product_variants v where v.product_id = p.id and v.position = 1 and p.id = any($1::int[])`,
        [ids],
      );
      await query('commit', []);
      await query('analyze', []);
      return ids.length;
    } catch (error) {
      await query('rollback', []);
      throw error;
    }
  });
}

type Target = { databaseUrl?: string; dataDir?: string };

const SIZES = [
  { value: '4" pot', ratio: 1 },
  { value: '6" pot', ratio: 2 },
  { value: '10" pot', ratio: 4.4 },
];

async function withQuery<T>(target: Target, work: (query: Query) => Promise<T>): Promise<T> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await work((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(target.dataDir!, 'pglite'));
  try {
    return await work((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}

async function grow(query: Query, demo: CatalogueProduct[], total: number): Promise<number | null> {
  const [counted] = (await query('select count(*)::int as n from products', [])).rows;
  const missing = total - Number(counted!.n);
  const tagIds = new Map((await query('select id, name from tags', [])).rows.map((row) => [row.name as string, row.id as number]));
  await query('begin', []);
  try {
    for (let start = 0; start < missing; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, missing - start) }, (_, offset) => {
        const index = start + offset;
        const source = demo[index % demo.length]!;
        return {
          source,
          priceCents: Math.round(source.price * 100) + (index % 9) * 25,
          values: [`${source.name} No. ${Math.floor(index / demo.length) + 2}`, `${source.handle}-no-${Math.floor(index / demo.length) + 2}`, source.description, source.shortDescription, source.imageURL],
        };
      });
      const placeholders = rows.map((_, row) => `(${[1, 2, 3, 4, 5].map((column) => `$${row * 5 + column}`).join(', ')})`);
      const inserted = await query(
        `insert into products (name, handle, description, short_description, image_url) values ${placeholders.join(', ')} returning id`,
        rows.flatMap((row) => row.values),
      );
      // One variant for each grown plant, as every plant had before sizes (decision 032); `addSizes` gives
      // them three. Stock is the inventory's.
      const productIds = inserted.rows.map((row) => row.id as number);
      const made = await query(
        `insert into product_variants (product_id, sku, option_values, price_cents, position)
          select product_id, 'GROWN-' || product_id || '-0', '{}'::text[], price_cents, 0
          from unnest($1::int[], $2::int[]) as t(product_id, price_cents)
          returning id, product_id`,
        [productIds, rows.map((row) => row.priceCents)],
      );
      await query(
        `insert into stock_levels (variant_id, on_hand) select unnest($1::int[]), unnest($2::int[])`,
        [made.rows.map((row) => row.id), made.rows.map((_, index) => 100 + ((start + index) % 50))],
      );
      await query(
        `update products p set default_variant_id = v.id from product_variants v where v.product_id = p.id and p.id = any($1::int[])`,
        [productIds],
      );
      const links = inserted.rows.flatMap((row, index) =>
        rows[index]!.source.tags.map((tag) => [row.id as number, tagIds.get(tag.tagName)!]),
      );
      const linkPlaceholders = links.map((_, index) => `($${index * 2 + 1}, $${index * 2 + 2})`);
      await query(`insert into product_tags (product_id, tag_id) values ${linkPlaceholders.join(', ')}`, links.flat());
    }
    await query('commit', []);
  } catch (error) {
    await query('rollback', []);
    throw error;
  }
  await query('analyze', []);
  if (missing <= 0) return null;
  const [last] = (await query(`select max(product_id) as id from product_variants where sku like 'GROWN-%'`, [])).rows;
  return Number(last!.id);
}
