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
export async function growCatalogue(target: { databaseUrl?: string; dataDir?: string }, demo: CatalogueProduct[], total: number): Promise<number> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await grow((text, params) => client.query(text, params), demo, total);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(target.dataDir!, 'pglite'));
  try {
    return await grow((text, params) => db.query(text, params), demo, total);
  } finally {
    await db.close();
  }
}

async function grow(query: Query, demo: CatalogueProduct[], total: number): Promise<number> {
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
          values: [`${source.name} No. ${Math.floor(index / demo.length) + 2}`, source.description, source.shortDescription, source.imageURL],
        };
      });
      const placeholders = rows.map((_, row) => `(${[1, 2, 3, 4].map((column) => `$${row * 4 + column}`).join(', ')})`);
      const inserted = await query(
        `insert into products (name, description, short_description, image_url) values ${placeholders.join(', ')} returning id`,
        rows.flatMap((row) => row.values),
      );
      // Three sizes of each grown plant (decision 032), the middle one its default; stock is the inventory's.
      const sizes = [
        { value: '4" pot', ratio: 0.5 },
        { value: '6" pot', ratio: 1 },
        { value: '10" pot', ratio: 2.2 },
      ];
      const productIds = inserted.rows.map((row) => row.id as number);
      await query(`insert into product_options (product_id, position, name, values) select unnest($1::int[]), 0, 'Size', $2::text[]`, [productIds, sizes.map((size) => size.value)]);
      const variants = productIds.flatMap((productId, index) =>
        sizes.map((size, position) => [productId, `GROWN-${productId}-${position}`, `{"${size.value.replace('"', '\\"')}"}`, Math.round(rows[index]!.priceCents * size.ratio), position]),
      );
      const made = await query(
        `insert into product_variants (product_id, sku, option_values, price_cents, position)
          select product_id, sku, option_values::text[], price_cents, position
          from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[]) as t(product_id, sku, option_values, price_cents, position)
          returning id, product_id, position`,
        [0, 1, 2, 3, 4].map((column) => variants.map((variant) => variant[column])),
      );
      await query(
        `insert into stock_levels (variant_id, on_hand) select unnest($1::int[]), unnest($2::int[])`,
        [made.rows.map((row) => row.id), made.rows.map((row, index) => 100 + ((start + index) % 50))],
      );
      await query(
        `update products p set default_variant_id = v.id from product_variants v where v.product_id = p.id and v.position = 1 and p.id = any($1::int[])`,
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
  return missing;
}
