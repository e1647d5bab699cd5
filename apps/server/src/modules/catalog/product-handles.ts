import { handleFromName } from '@shop/shared/handle-names';
import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productOldHandles, products } from '../../db/schema/catalog.ts';
import { Conflict } from '../../errors.ts';

/**
 * A handle no product has for a new product's name (docs/decisions/060-addresses-that-survive-the-move.md):
 * its name's, else with -2, -3... as Shopify does.
 */
export async function freeHandleFor(db: DbOrTx, name: string): Promise<string> {
  const base = handleFromName(name);
  const taken = new Set(
    (await db
      .select({ handle: products.handle })
      .from(products)
      .where(or(eq(products.handle, base), like(products.handle, `${base}-%`)))).map((row) => row.handle),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** A handle the owner picks is refused while another product has it: a 409 naming that product. */
export async function checkHandleFree(db: DbOrTx, handle: string, productId: number | null): Promise<void> {
  const [other] = await db
    .select({ name: products.name })
    .from(products)
    .where(productId === null ? eq(products.handle, handle) : and(eq(products.handle, handle), ne(products.id, productId)));
  if (other) throw new Conflict(`The handle '${handle}' is already the address of '${other.name}'`);
}

/**
 * The product's old handle keeps answering, with a 301 to its page (docs/decisions/060-addresses-that-survive-the-move.md);
 * the new one is a page again, no longer an old address.
 */
export async function rememberOldHandle(db: DbOrTx, productId: number, old: string, next: string): Promise<void> {
  if (old === next) return;
  await db
    .insert(productOldHandles)
    .values({ handle: old, productId })
    .onConflictDoUpdate({ target: productOldHandles.handle, set: { productId, createdAt: sql`now()` } });
  await db.delete(productOldHandles).where(eq(productOldHandles.handle, next));
}

/** Changes a product's handle, leaving a 301 from the old one; the caller's transaction writes both. */
export async function changeHandle(db: DbOrTx, productId: number, next: string): Promise<void> {
  const [current] = await db.select({ handle: products.handle }).from(products).where(eq(products.id, productId));
  if (!current || current.handle === next) return;
  await checkHandleFree(db, next, productId);
  await db.update(products).set({ handle: next }).where(eq(products.id, productId));
  await rememberOldHandle(db, productId, current.handle, next);
}

/** The handle of the product shoppers see that once had `handle`, for its 301; null when none had it. */
export async function findMovedProduct({ db, handle }: { db: DbOrTx; handle: string }): Promise<string | null> {
  const [row] = await db
    .select({ handle: products.handle })
    .from(productOldHandles)
    .innerJoin(products, eq(products.id, productOldHandles.productId))
    .where(and(eq(productOldHandles.handle, handle), eq(products.status, 'active')));
  return row?.handle ?? null;
}
