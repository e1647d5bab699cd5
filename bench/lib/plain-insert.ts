// The import's baseline in `npm run bench` (decision 040): the same product CSV read with csv-parse and its rows
// written into the same tables (products, options, variants, stock and its ledger rows, tags) by plain
// multi-row INSERT statements, 1,000 rows at a time, in one transaction: the floor of writing this data,
// without the importer's checks, plan and matching (it writes new products in batches of 500 too).
import { parse } from 'csv-parse/sync';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../apps/server/src/db/client.ts';

const BATCH = 1000;

interface Plant {
  handle: string;
  title: string;
  description: string;
  tags: string[];
  option: string | null;
  variants: { sku: string; value: string; priceCents: number; compareAtCents: number | null; qty: number }[];
}

const cents = (text: string) => Math.round(Number(text) * 100);

/** Parses the bench's CSV (its own columns, known to be valid) into plants; no checks. */
export function readPlants(csv: string): Plant[] {
  const records = parse(csv, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const plants = new Map<string, Plant>();
  for (const record of records) {
    const handle = record.Handle!;
    let plant = plants.get(handle);
    if (!plant) {
      plant = {
        handle,
        title: record.Title!,
        description: record['Body (HTML)']!.replace(/<\/p>\s*<p>/g, '\n\n').replace(/<[^>]*>/g, ''),
        tags: record.Tags ? record.Tags.split(',').map((tag) => tag.trim()) : [],
        option: record['Option1 Name'] || null,
        variants: [],
      };
      plants.set(handle, plant);
    }
    plant.variants.push({
      sku: record['Variant SKU']!,
      value: record['Option1 Value']!,
      priceCents: cents(record['Variant Price']!),
      compareAtCents: record['Variant Compare At Price'] ? cents(record['Variant Compare At Price']) : null,
      qty: Number(record['Variant Inventory Qty']),
    });
  }
  return [...plants.values()];
}

const textArray = (list: readonly string[]) => sql`array[${sql.join(list.map((value) => sql`${value}`), sql`, `)}]::text[]`;
const values = (rows: SQL[][]) => sql.join(rows.map((row) => sql`(${sql.join(row, sql`, `)})`), sql`, `);

/** Writes the plants with one INSERT per table per 1,000 rows; answers the variants written. */
export async function plainInsert(db: Db, plants: Plant[]): Promise<number> {
  let written = 0;
  await db.transaction(async (tx) => {
    const tagNames = [...new Set(plants.flatMap((plant) => plant.tags))];
    const tagIds = new Map<string, number>();
    if (tagNames.length > 0) {
      const made = await queryRows<{ id: number; name: string }>(
        tx,
        sql`insert into tags (name) values ${values(tagNames.map((name) => [sql`${name}`]))}
          on conflict (name) do update set name = excluded.name returning id, name`,
      );
      for (const tag of made) tagIds.set(tag.name, tag.id);
    }
    // Batches of whole plants of about BATCH variant rows.
    for (let start = 0; start < plants.length; ) {
      const batch: Plant[] = [];
      let rows = 0;
      while (start < plants.length && rows < BATCH) {
        batch.push(plants[start]!);
        rows += plants[start]!.variants.length;
        start += 1;
      }
      const made = await queryRows<{ id: number }>(
        tx,
        sql`insert into products (name, handle, description, image_url)
          values ${values(batch.map((plant) => [sql`${plant.title}`, sql`${plant.handle}`, sql`${plant.description}`, sql`${'/images/placeholder.jpg'}`]))}
          returning id`,
      );
      const ids = made.map((row) => row.id);
      const withOption = batch.flatMap((plant, index) => (plant.option ? [{ plant, id: ids[index]! }] : []));
      if (withOption.length > 0)
        await tx.execute(
          sql`insert into product_options (product_id, position, name, values)
            values ${values(withOption.map(({ plant, id }) => [sql`${id}`, sql`0`, sql`${plant.option}`, textArray(plant.variants.map((variant) => variant.value))]))}`,
        );
      const variantRows = batch.flatMap((plant, index) => plant.variants.map((variant, position) => ({ productId: ids[index]!, variant, position })));
      const variants = await queryRows<{ id: number; product_id: number; position: number }>(
        tx,
        sql`insert into product_variants (product_id, sku, option_values, price_cents, compare_at_cents, position)
          values ${values(variantRows.map(({ productId, variant, position }) => [sql`${productId}`, sql`${variant.sku}`, sql`array[${variant.value}]::text[]`, sql`${variant.priceCents}`, sql`${variant.compareAtCents}::int`, sql`${position}`]))}
          returning id, product_id, position`,
      );
      await tx.execute(
        sql`update products p set default_variant_id = v.id from product_variants v
          where v.product_id = p.id and v.position = 0 and p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      );
      const counted = variants.map((row, index) => ({ id: row.id, qty: variantRows[index]!.variant.qty }));
      await tx.execute(sql`insert into stock_levels (variant_id, on_hand) values ${values(counted.map((row) => [sql`${row.id}`, sql`${row.qty}`]))}`);
      await tx.execute(
        sql`insert into stock_movements (variant_id, delta, on_hand_after, cause)
          values ${values(counted.map((row) => [sql`${row.id}`, sql`${row.qty}`, sql`${row.qty}`, row.qty === 0 ? sql`'initial'` : sql`'import'`]))}`,
      );
      const links = batch.flatMap((plant, index) => plant.tags.map((tag) => [sql`${ids[index]!}`, sql`${tagIds.get(tag)!}`]));
      if (links.length > 0) await tx.execute(sql`insert into product_tags (product_id, tag_id) values ${values(links)} on conflict do nothing`);
      written += variants.length;
    }
  });
  return written;
}
