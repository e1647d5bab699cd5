import type { CartRestore } from '@shop/shared/checkout-reminders';
import { lineName, variantOf } from '@shop/shared/products';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { checkoutReminders } from '../../db/schema/checkout-reminders.ts';
import { NotFound } from '../../errors.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { getOrderWithLines, orderCartKeyMatches } from '../orders/index.ts';
import { findActivePromo } from '../promos/index.ts';
import { readReminderSettings } from './reminder-settings.ts';

/**
 * POST /api/checkout-reminders/cart (decision 072): the cart an unpaid order's reminder link rebuilds, from
 * the catalogue as it is now: each line still for sale, at most today's stock and cap, at today's price. A
 * plant no longer for sale or sold out is left out and named; a line cut to the stock is named too. The
 * first opening is recorded (the dashboard counts the orders that follow it). A wrong key is a 404, as an
 * unknown order is: the link names nothing else.
 */
export async function restoreCart({ db, config, input }: { db: Db; config: Config; input: { orderId: number; key: string; now: Date } }): Promise<CartRestore> {
  if (!(await orderCartKeyMatches({ db, config, input }))) throw new NotFound('Cart');
  const order = await getOrderWithLines({ db, input: { orderId: input.orderId } });
  const products = await getProductsByIds({ db, ids: order.lines.flatMap((line) => (line.productId === null ? [] : [line.productId])) });
  const restore: CartRestore = { lines: [], soldOut: [], reduced: [], promoCode: null };
  for (const line of order.lines) {
    const product = line.productId === null ? undefined : products.get(line.productId);
    const variant = product ? variantOf(product, line.variantId) : undefined;
    const name = lineName(line.productName, line.variantTitle);
    const qty = variant ? Math.min(line.qty, variant.qty, variant.maxPerOrder) : 0;
    if (!product || !variant || qty <= 0) {
      restore.soldOut.push(name);
      continue;
    }
    const now = lineName(product.name, variant.title);
    if (qty < line.qty) restore.reduced.push(now);
    restore.lines.push({ productId: product.id, variantId: variant.id, name: now, qty, price: variant.price });
  }
  const settings = await readReminderSettings({ db });
  const promo = settings.promoCode ? await findActivePromo({ db, input: { name: settings.promoCode, now: input.now } }) : null;
  restore.promoCode = promo ? promo.name.toUpperCase() : null;
  await db.update(checkoutReminders).set({ openedAt: input.now }).where(and(eq(checkoutReminders.orderId, input.orderId), isNull(checkoutReminders.openedAt)));
  return restore;
}
