import { type Dashboard, LOW_STOCK_LIST, LOW_STOCK_QTY, MOST_WANTED_LIST } from '@shop/shared/admin';
import { ORDER_STATUSES, isPaid } from '@shop/shared/order-status';
import { fromCents } from '@shop/shared/money';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, productVariants, stockSettings } from '../../db/schema/catalog.ts';
import { stockLevels } from '../../db/schema/inventory.ts';
import { orders } from '../../db/schema/orders.ts';
import { stockAlerts } from '../../db/schema/stock-alerts.ts';
import { readShopTimeZone } from '../settings/index.ts';
import { type Period, shopPeriods } from './periods.ts';
import { reminderFigures } from './reminder-figures.ts';

export const PAID = ORDER_STATUSES.filter(isPaid);

/** A sale paid in the period: a replacement sent under the guarantee is an order to ship, not a sale. */
export const paidIn = (period: Period) =>
  sql`${orders.paidAt} >= ${period.from.toISOString()}::timestamptz and ${orders.paidAt} < ${period.to.toISOString()}::timestamptz and ${orders.replacementFor} is null`;

/**
 * The admin's dashboard, computed by the database: paid orders and sales today and this month (the
 * shop's day and month, in its time zone; sales net of refunds, decision 050), paid orders waiting to
 * ship, the products running out, and the sold-out plants most people wait for.
 *
 * A read-only report across the catalogue, the orders and the stock alerts, so it reads those tables
 * directly instead of loading every order through the orders module. The low-stock default is the owner's
 * setting (stock_settings), else `fallbackThreshold` (LOW_STOCK_THRESHOLD).
 */
export async function getDashboard({ db, now, fallbackThreshold = LOW_STOCK_QTY }: { db: DbOrTx; now: Date; fallbackThreshold?: number }): Promise<Dashboard> {
  const [setting] = await db.select({ threshold: stockSettings.lowStockThreshold }).from(stockSettings).where(eq(stockSettings.id, 1));
  const lowStockThreshold = setting?.threshold ?? fallbackThreshold;
  const timeZone = await readShopTimeZone({ db });
  const { today, month } = await shopPeriods({ db, now, timeZone });
  const [totals] = await db
    .select({
      todayOrders: sql<number>`count(*) filter (where ${paidIn(today)})`.mapWith(Number),
      todayCents: sql<number>`coalesce(sum(${orders.finalCents} - ${orders.refundedCents}) filter (where ${paidIn(today)}), 0)`.mapWith(Number),
      todayRefunded: sql<number>`coalesce(sum(${orders.refundedCents}) filter (where ${paidIn(today)}), 0)`.mapWith(Number),
      todayShipping: sql<number>`coalesce(sum(${orders.shippingCents}) filter (where ${paidIn(today)}), 0)`.mapWith(Number),
      todayTax: sql<number>`coalesce(sum(${orders.taxCents}) filter (where ${paidIn(today)}), 0)`.mapWith(Number),
      monthOrders: sql<number>`count(*) filter (where ${paidIn(month)})`.mapWith(Number),
      monthCents: sql<number>`coalesce(sum(${orders.finalCents} - ${orders.refundedCents}) filter (where ${paidIn(month)}), 0)`.mapWith(Number),
      monthRefunded: sql<number>`coalesce(sum(${orders.refundedCents}) filter (where ${paidIn(month)}), 0)`.mapWith(Number),
      monthShipping: sql<number>`coalesce(sum(${orders.shippingCents}) filter (where ${paidIn(month)}), 0)`.mapWith(Number),
      monthTax: sql<number>`coalesce(sum(${orders.taxCents}) filter (where ${paidIn(month)}), 0)`.mapWith(Number),
      toShip: sql<number>`count(*) filter (where ${orders.status} = 'complete')`.mapWith(Number),
    })
    .from(orders)
    .where(inArray(orders.status, PAID));
  // Stock is per variant (decision 032): a variant running out is named with its size or planter.
  const named = sql<string>`${products.name} || case when cardinality(${productVariants.optionValues}) > 0 then ' (' || array_to_string(${productVariants.optionValues}, ' / ') || ')' else '' end`;
  const onSale = and(eq(productVariants.id, stockLevels.variantId), isNull(productVariants.archivedAt));
  // At or below each variant's own threshold, else the shop's (decision 040).
  const low = lte(stockLevels.onHand, sql`coalesce(${productVariants.lowStockThreshold}, ${lowStockThreshold})`);
  const [lowCount] = await db.select({ count: count() }).from(stockLevels).innerJoin(productVariants, onSale).where(low);
  const lowProducts = await db
    .select({ id: products.id, name: named, qty: stockLevels.onHand })
    .from(stockLevels)
    .innerJoin(productVariants, onSale)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(low)
    .orderBy(asc(stockLevels.onHand), asc(products.name), asc(productVariants.position), asc(productVariants.id))
    .limit(LOW_STOCK_LIST);
  const waiting = count(stockAlerts.id);
  const mostWanted = await db
    .select({ id: products.id, name: named, waiting })
    .from(stockLevels)
    .innerJoin(productVariants, onSale)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(stockAlerts, and(eq(stockAlerts.variantId, stockLevels.variantId), isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)))
    .where(eq(stockLevels.onHand, 0))
    .groupBy(products.id, productVariants.id)
    .orderBy(desc(waiting), asc(products.name), asc(productVariants.id))
    .limit(MOST_WANTED_LIST);

  return {
    timeZone,
    asOf: now.toISOString(),
    today: {
      from: today.from.toISOString(),
      to: today.to.toISOString(),
      orders: totals?.todayOrders ?? 0,
      revenue: fromCents(totals?.todayCents ?? 0),
      refunded: fromCents(totals?.todayRefunded ?? 0),
      shipping: fromCents(totals?.todayShipping ?? 0),
      tax: fromCents(totals?.todayTax ?? 0),
    },
    month: {
      from: month.from.toISOString(),
      to: month.to.toISOString(),
      orders: totals?.monthOrders ?? 0,
      revenue: fromCents(totals?.monthCents ?? 0),
      refunded: fromCents(totals?.monthRefunded ?? 0),
      shipping: fromCents(totals?.monthShipping ?? 0),
      tax: fromCents(totals?.monthTax ?? 0),
    },
    toShip: totals?.toShip ?? 0,
    lowStock: { threshold: lowStockThreshold, count: lowCount?.count ?? 0, products: lowProducts },
    mostWanted,
    checkoutReminders: await reminderFigures({ db }),
  };
}
