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
          values: [
            `${source.name} No. ${Math.floor(index / demo.length) + 2}`,
            Math.round(source.price * 100) + (index % 9) * 25,
            source.description,
            source.shortDescription,
            source.imageURL,
          ],
        };
      });
      const placeholders = rows.map((_, row) => `(${[1, 2, 3, 4, 5].map((column) => `$${row * 5 + column}`).join(', ')})`);
      const inserted = await query(
        `insert into products (name, price_cents, description, short_description, image_url) values ${placeholders.join(', ')} returning id`,
        rows.flatMap((row) => row.values),
      );
      // Stock is the inventory's (decision 028): each grown plant gets its count there.
      const stock = inserted.rows.map((row, index) => [row.id as number, 100 + ((start + index) % 50)]);
      await query(
        `insert into stock_levels (product_id, on_hand) values ${stock.map((_, index) => `($${index * 2 + 1}, $${index * 2 + 2})`).join(', ')}`,
        stock.flat(),
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
