import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productTags, tags } from '../../db/schema/catalog.ts';

/** Replaces a product's tags by name, creating tags that do not exist yet. */
export async function setProductTags({ db, productId, names }: { db: DbOrTx; productId: number; names: readonly string[] }): Promise<void> {
  await setProductsTags({ db, tagged: [{ productId, names }] });
}

/** Rows a statement here writes at most: two bind parameters a row stays far below PostgreSQL's 65,535. */
const ROWS = 10_000;
const slices = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / ROWS) }, (_, index) => items.slice(index * ROWS, (index + 1) * ROWS));

/** `setProductTags` for many products at once (an import's new products): a few statements for all of them. */
export async function setProductsTags({
  db,
  tagged,
}: {
  db: DbOrTx;
  tagged: readonly { productId: number; names: readonly string[] }[];
}): Promise<void> {
  for (const some of slices(tagged))
    await db.delete(productTags).where(inArray(productTags.productId, some.map((one) => one.productId)));
  // In order of first use, so tags get their ids (the order products list them in) as one product at a time would.
  const unique = [...new Set(tagged.flatMap((one) => one.names))];
  const idOf = new Map<string, number>();
  for (const some of slices(unique)) {
    await db.insert(tags).values(some.map((name) => ({ name }))).onConflictDoNothing();
    for (const row of await db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.name, some)))
      idOf.set(row.name, row.id);
  }
  const rows = tagged.flatMap(({ productId, names }) => [...new Set(names)].map((name) => ({ productId, tagId: idOf.get(name)! })));
  for (const some of slices(rows)) await db.insert(productTags).values(some);
}

/** A product's tag names now. */
export async function productTagNames({ db, productId }: { db: DbOrTx; productId: number }): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.productId, productId))
    .orderBy(asc(tags.id));
  return rows.map((row) => row.name);
}
