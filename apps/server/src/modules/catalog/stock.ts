import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { OutOfStock } from '../../errors.ts';
import { announceStockChange } from './catalogue-cache.ts';

export interface StockLine {
  productId: number;
  qty: number;
  productName: string;
}

/**
 * Takes stock for every line with a conditional update, so stock can never go below zero even
 * when many orders race; lines go in product-id order so concurrent transactions never deadlock.
 * Must run inside the caller's transaction: one missing product throws and undoes them all.
 */
export async function reserveStock({ db, lines }: { db: DbOrTx; lines: readonly StockLine[] }): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await db
      .update(products)
      .set({ qty: sql`${products.qty} - ${line.qty}` })
      .where(and(eq(products.id, line.productId), gte(products.qty, line.qty)))
      .returning({ id: products.id });
    if (taken.length === 0) throw new OutOfStock(line.productName);
  }
  await announceStockChange(db, lines.map((line) => line.productId));
}

/** Gives stock back (a canceled or expired order); a deleted product simply gets nothing back. */
export async function releaseStock({ db, lines }: { db: DbOrTx; lines: readonly { productId: number | null; qty: number }[] }): Promise<void> {
  const released: number[] = [];
  for (const line of [...lines].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0))) {
    if (line.productId === null) continue;
    await db
      .update(products)
      .set({ qty: sql`${products.qty} + ${line.qty}` })
      .where(eq(products.id, line.productId));
    released.push(line.productId);
  }
  if (released.length > 0) await announceStockChange(db, released);
}
