import type { AdminOrderSummary, OrderStatus } from '@shop/shared/orders';
import { and, desc, eq } from 'drizzle-orm';
import { safeToShip } from './order-weather.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { readShopTimeZone } from '../settings/index.ts';
import { toAdminOrderSummary } from './order-view.ts';
import { selectOrderRows } from './select-order-rows.ts';

/** Every order for the admin, newest first, optionally only those with one status, or safe to ship on a day (decision 044). */
export async function listOrders({ db, input }: { db: DbOrTx; input: { status?: OrderStatus | undefined; safeToShipOn?: string | undefined } }): Promise<AdminOrderSummary[]> {
  const rows = await selectOrderRows(db)
    .where(and(input.status ? eq(orders.status, input.status) : undefined, input.safeToShipOn ? safeToShip(input.safeToShipOn) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const timeZone = await readShopTimeZone({ db });
  return rows.map((row) => toAdminOrderSummary(row, timeZone));
}
