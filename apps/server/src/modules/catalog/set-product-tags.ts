import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productTags, tags } from '../../db/schema/catalog.ts';

/** Replaces a product's tags by name, creating tags that do not exist yet. */
export async function setProductTags({ db, productId, names }: { db: DbOrTx; productId: number; names: readonly string[] }): Promise<void> {
  await db.delete(productTags).where(eq(productTags.productId, productId));
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  await db.insert(tags).values(unique.map((name) => ({ name }))).onConflictDoNothing();
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.name, unique));
  await db.insert(productTags).values(rows.map((tag) => ({ productId, tagId: tag.id })));
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
