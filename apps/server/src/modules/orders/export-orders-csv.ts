import { CARRIERS } from '@shop/shared/carriers';
import { csvLine, spreadsheetCell } from '@shop/shared/csv';
import { ORDER_CSV_HEADER, type OrderSearchQuery } from '@shop/shared/order-search';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { readShopTimeZone } from '../settings/index.ts';
import { orderFilterWhere, selectOrderPage } from './search-orders.ts';

/** Orders read per query: a few hundred lines at a time in memory, whatever the list's size. */
const CHUNK = 500;

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * The filtered order list as CSV (decision 069): one row per order line, with the order's totals, tax and
 * ship-to on each, newest order number first. Read and written a chunk of orders at a time, so the export
 * of 100,000 orders never holds them all; every text cell goes through the shop's CSV-injection rule
 * (packages/shared/src/csv.ts), so a customer named `=HYPERLINK(...)` stays text in a spreadsheet.
 */
export async function* exportOrdersCsv({ db, input }: { db: DbOrTx; input: Omit<OrderSearchQuery, 'before' | 'limit'> & { today: (timeZone: string) => string } }): AsyncGenerator<string> {
  const timeZone = await readShopTimeZone({ db });
  const { today, ...query } = input;
  const where = orderFilterWhere({ query, today: today(timeZone), timeZone });
  const placed = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  yield `${csvLine([...ORDER_CSV_HEADER])}\r\n`;
  let before: number | undefined;
  for (;;) {
    const page = await selectOrderPage({ db, where, before, limit: CHUNK });
    if (page.length === 0) return;
    const lines = await db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, page.map((order) => order.id)))
      .orderBy(asc(orderLines.orderId), asc(orderLines.id));
    const linesOf = new Map<number, (typeof lines)[number][]>();
    for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
    let chunk = '';
    for (const order of page) {
      const orderCells = [
        String(order.id),
        placed.format(order.createdAt),
        order.status,
        order.shipmentStatus,
        order.email,
        `${order.firstName} ${order.lastName}`,
        order.street1,
        order.street2,
        order.city,
        order.state,
        order.zip,
        order.shippingName ?? '',
        order.carrier ? CARRIERS[order.carrier].name : '',
        order.trackingNumber ?? '',
        order.tags.join('; '),
      ];
      const totals = [order.subtotalCents, order.discountCents, order.shippingCents, order.addOnsCents, order.taxCents, order.finalCents, order.refundedCents].map(money);
      for (const line of linesOf.get(order.id) ?? []) {
        const lineCells = [line.productName, line.variantTitle, line.sku ?? '', String(line.qty), money(line.unitPriceCents), money(line.totalCents), money(line.taxCents)];
        chunk += `${csvLine([...orderCells, ...lineCells, ...totals].map(spreadsheetCell))}\r\n`;
      }
    }
    yield chunk;
    if (page.length < CHUNK) return;
    before = page.at(-1)!.id;
  }
}
