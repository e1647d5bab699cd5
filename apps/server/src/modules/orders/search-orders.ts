import { normalizeTrackingNumber } from '@shop/shared/carriers';
import type { AdminOrderPage, OrderSearchQuery } from '@shop/shared/order-search';
import { ORDER_PAGE_SIZE } from '@shop/shared/order-search';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { orders } from '../../db/schema/orders.ts';
import { readShopTimeZone } from '../settings/index.ts';
import { toAdminOrderSummary } from './order-view.ts';
import { safeToShip } from './order-weather.ts';
import { selectOrderRows } from './select-order-rows.ts';

export interface OrderFilter {
  query: Omit<OrderSearchQuery, 'before' | 'limit'>;
  /** The shop's day ("Ship today") and its time zone (the date range's days are the shop's). */
  today: string;
  timeZone: string;
}

/** `like` reads %, _ and \ as patterns: a search for "50%" means those characters. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The orders a search words match (decision 069), each way by its own index and joined with `union`: the
 * order number exactly, the start of the email, of the name ("Jane Do") or the last name, and of the
 * tracking number. Prefixes, not "contains": a btree answers them at any size, on PGlite too, where
 * pg_trgm is not loaded.
 */
function matchingIds(q: string): SQL {
  const lowered = likePrefix(q.toLowerCase());
  const ways: SQL[] = [];
  const number = /^#?(\d{1,9})$/.exec(q);
  if (number) ways.push(sql`select ${orders.id} from ${orders} where ${orders.id} = ${Number(number[1])}`);
  ways.push(sql`select ${orders.id} from ${orders} where lower(${orders.email}) like ${lowered}`);
  ways.push(sql`select ${orders.id} from ${orders} where lower(${orders.firstName} || ' ' || ${orders.lastName}) like ${lowered}`);
  ways.push(sql`select ${orders.id} from ${orders} where lower(${orders.lastName}) like ${lowered}`);
  const tracking = normalizeTrackingNumber(q);
  // A tracking number is looked up from its fourth character: shorter starts match half the shop.
  if (tracking.length >= 4) ways.push(sql`select ${shipments.orderId} from ${shipments} where ${shipments.trackingNumber} like ${likePrefix(tracking)}`);
  return sql`${orders.id} in (${sql.join(ways, sql` union `)})`;
}

/** The where of a search: every filter given, all of them together. */
export function orderFilterWhere({ query, today, timeZone }: OrderFilter): SQL | undefined {
  const q = query.q?.trim() ?? '';
  return and(
    q === '' ? undefined : matchingIds(q),
    query.status === 'ship-today' ? safeToShip(today) : query.status ? eq(orders.status, query.status) : undefined,
    query.shipment ? eq(shipments.status, query.shipment) : undefined,
    // The range's days are the shop's own (decision 050): from its midnight to the midnight after `to`.
    query.from ? sql`${orders.createdAt} >= (${query.from}::date)::timestamp at time zone ${timeZone}` : undefined,
    query.to ? sql`${orders.createdAt} < (${query.to}::date + 1)::timestamp at time zone ${timeZone}` : undefined,
    query.rate ? eq(orders.shippingRateId, query.rate) : undefined,
    query.tag ? sql`${orders.tags} @> array[${query.tag}]::text[]` : undefined,
  );
}

/** One page of matching orders with their shipment, newest order number first, below `before`. */
export async function selectOrderPage({ db, where, before, limit }: { db: DbOrTx; where: SQL | undefined; before?: number | undefined; limit: number }) {
  return selectOrderRows(db)
    .where(and(where, before ? lt(orders.id, before) : undefined))
    .orderBy(desc(orders.id))
    .limit(limit);
}

/**
 * The admin's order list (decision 069): a page of the orders the search and filters match, newest order
 * number first. Paged by keyset on the order number, so a page costs the same deep in the list, and an
 * order placed meanwhile never pushes one onto the next page twice.
 */
export async function searchOrders({ db, input }: { db: DbOrTx; input: OrderSearchQuery & { today: (timeZone: string) => string } }): Promise<AdminOrderPage> {
  const timeZone = await readShopTimeZone({ db });
  const { before, limit = ORDER_PAGE_SIZE, today, ...query } = input;
  const where = orderFilterWhere({ query, today: today(timeZone), timeZone });
  const rows = await selectOrderPage({ db, where, before, limit: limit + 1 });
  const page = rows.slice(0, limit);
  return {
    orders: page.map((row) => ({ ...toAdminOrderSummary(row, timeZone), shipmentStatus: row.shipmentStatus, trackingNumber: row.trackingNumber })),
    nextBefore: rows.length > limit ? page.at(-1)!.id : null,
  };
}
