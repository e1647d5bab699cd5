import { ORDER_STATUSES, isPaid } from '@shop/shared/order-status';
import { spread } from '@shop/shared/pricing-quote';
import { type SQL, and, asc, count, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orderRefunds, orders } from '../../db/schema/orders.ts';

/** One jurisdiction in one UTC month, in cents: a ship-to state, or a tax region in it (decision 046). */
export interface TaxLedgerRow {
  /** YYYY-MM. */
  month: string;
  state: string;
  /** The ZIP table's tax region the orders were taxed at (RALEIGH); null: the state alone. */
  region: string | null;
  /** Paid orders paid that month, what they cost before tax, the part of it taxed, and the tax. */
  orders: number;
  salesCents: number;
  taxableCents: number;
  taxCents: number;
  /** Tax given back by the refunds made that month (see `refundTaxShares`). */
  taxRefundedCents: number;
  /** Refunds of an amount made that month whose tax part cannot be known. */
  untracedRefundCents: number;
}

const PAID = ORDER_STATUSES.filter(isPaid);

const utcMonth = (column: typeof orders.paidAt | typeof orderRefunds.appliedAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

const within = (column: typeof orders.paidAt | typeof orderRefunds.appliedAt, from: Date, to: Date) =>
  sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;

/** Paid: the provider took the money and the order was not canceled (a canceled one was refunded in full). */
const paid = and(isNotNull(orders.paidAt), inArray(orders.status, PAID))!;

/**
 * The sales tax ledger of [from, to) by jurisdiction (the ship-to state, and the ZIP table's tax region
 * the order was taxed at, decision 046) and UTC month (decision 036): the paid orders paid in it, and the
 * refunds of paid orders made in it. Sums are the database's, in integer cents; only the
 * taxable part and the refunds' tax need the lines, and only of taxed or refunded orders.
 */
export async function taxLedger({ db, input }: { db: DbOrTx; input: { from: Date; to: Date } }): Promise<TaxLedgerRow[]> {
  const { from, to } = input;
  const rows = new Map<string, TaxLedgerRow>();
  const rowOf = (month: string, state: string, region: string | null) => {
    const key = `${month} ${state} ${region ?? ''}`;
    let row = rows.get(key);
    if (!row) {
      row = { month, state, region, orders: 0, salesCents: 0, taxableCents: 0, taxCents: 0, taxRefundedCents: 0, untracedRefundCents: 0 };
      rows.set(key, row);
    }
    return row;
  };

  const paidMonth = utcMonth(orders.paidAt);
  const inWindow = and(paid, within(orders.paidAt, from, to))!;
  const sold = await db
    .select({
      month: paidMonth,
      state: orders.state,
      region: orders.taxRegion,
      orders: count(),
      salesCents: sql<number>`coalesce(sum(${orders.finalCents} - ${orders.taxCents}), 0)`.mapWith(Number),
      taxCents: sql<number>`coalesce(sum(${orders.taxCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(inWindow)
    .groupBy(paidMonth, orders.state, orders.taxRegion);
  for (const group of sold) Object.assign(rowOf(group.month, group.state, group.region), { orders: group.orders, salesCents: group.salesCents, taxCents: group.taxCents });

  await addTaxable(db, and(inWindow, gt(orders.taxCents, 0))!, rowOf);
  await addRefunds(db, from, to, rowOf);

  // By month, then state, then region: a state's own row (no region) before its regions'.
  return [...rows.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || a.state.localeCompare(b.state) || (a.region ?? '').localeCompare(b.region ?? ''),
  );
}

/**
 * What the tax was charged on, order by order: each line that carries a share of the tax, at its price
 * after its share of the discount (the quote's spread), and shipping (with any add-ons) when the tax left
 * over beyond the lines' shares says it was taxed. A taxable part whose share rounded to 0 cents (under
 * about 14 cents at 7.25%) reads as untaxed: the order does not keep which parts were taxable.
 */
type RowOf = (month: string, state: string, region: string | null) => TaxLedgerRow;

async function addTaxable(db: DbOrTx, taxed: SQL, rowOf: RowOf): Promise<void> {
  const taxedOrders = await db
    .select({
      id: orders.id,
      month: utcMonth(orders.paidAt),
      state: orders.state,
      region: orders.taxRegion,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      shippingCents: orders.shippingCents,
      addOnsCents: orders.addOnsCents,
      taxCents: orders.taxCents,
    })
    .from(orders)
    .where(taxed);
  if (taxedOrders.length === 0) return;
  const lines = await db
    .select({ orderId: orderLines.orderId, totalCents: orderLines.totalCents, taxCents: orderLines.taxCents })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(taxed)
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  const linesOf = groupBy(lines, (line) => line.orderId);
  for (const order of taxedOrders) {
    const own = linesOf.get(order.id) ?? [];
    const nets = spread(order.subtotalCents - order.discountCents, own.map((line) => line.totalCents));
    let taxable = own.reduce((sum, line, index) => sum + (line.taxCents > 0 ? nets[index]! : 0), 0);
    const linesTax = own.reduce((sum, line) => sum + line.taxCents, 0);
    if (order.taxCents > linesTax) taxable += order.shippingCents + order.addOnsCents;
    rowOf(order.month, order.state, order.region).taxableCents += taxable;
  }
}

interface RefundStep {
  kind: (typeof orderRefunds.$inferSelect)['kind'];
  amountCents: number;
  lines: { lineId: number; qty: number }[];
}

/**
 * The tax each refund of one order gave back, in the order they were applied (decision 036). By line: each
 * line's tax share spread over its units as the refund's amount is (`lineRefundCents`), so refunding every
 * unit, in any steps, returns exactly the line's share. In full: the rest of the order's tax. Once the
 * order is refunded in full by any refunds, all of its tax went back, and the last refund takes what is
 * left. A refund of an amount otherwise (the owner's, or one made at the provider) returns money whose tax
 * part nobody decided: it counts as untraced, none of it as tax.
 */
export function refundTaxShares(
  order: { taxCents: number; finalCents: number },
  lines: readonly { id: number; qty: number; taxCents: number }[],
  refunds: readonly RefundStep[],
): { taxCents: number; untracedCents: number }[] {
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const refundedUnits = new Map<number, number>();
  let returnedTax = 0;
  let refunded = 0;
  return refunds.map((refund) => {
    let tax = 0;
    let untraced = 0;
    refunded += refund.amountCents;
    if (refund.kind === 'lines') {
      for (const { lineId, qty } of refund.lines) {
        const line = lineById.get(lineId);
        if (!line) continue;
        const before = refundedUnits.get(lineId) ?? 0;
        const upTo = (units: number) => Math.floor((line.taxCents * Math.min(units, line.qty)) / line.qty);
        tax += upTo(before + qty) - upTo(before);
        refundedUnits.set(lineId, before + qty);
      }
    }
    if (refund.kind === 'full' || refund.kind === 'cancel' || refunded >= order.finalCents) {
      tax = order.taxCents - returnedTax;
    } else if (refund.kind === 'amount' || refund.kind === 'provider') {
      untraced = refund.amountCents;
    }
    tax = Math.max(0, Math.min(tax, order.taxCents - returnedTax));
    returnedTax += tax;
    return { taxCents: tax, untracedCents: untraced };
  });
}

/** The refunds made in [from, to) of orders that are paid, and the tax each gave back. */
async function addRefunds(db: DbOrTx, from: Date, to: Date, rowOf: RowOf): Promise<void> {
  const counts = and(isNotNull(orderRefunds.appliedAt), isNull(orderRefunds.failedAt));
  const refundedInWindow = db
    .selectDistinct({ orderId: orderRefunds.orderId })
    .from(orderRefunds)
    .where(and(counts, within(orderRefunds.appliedAt, from, to)));
  const refunds = await db
    .select({
      orderId: orderRefunds.orderId,
      kind: orderRefunds.kind,
      amountCents: orderRefunds.amountCents,
      lines: orderRefunds.lines,
      appliedAt: orderRefunds.appliedAt,
      month: utcMonth(orderRefunds.appliedAt),
      state: orders.state,
      region: orders.taxRegion,
      taxCents: orders.taxCents,
      finalCents: orders.finalCents,
    })
    .from(orderRefunds)
    .innerJoin(orders, sql`${orders.id} = ${orderRefunds.orderId}`)
    .where(and(counts, paid, inArray(orderRefunds.orderId, refundedInWindow)))
    .orderBy(asc(orderRefunds.orderId), asc(orderRefunds.appliedAt), asc(orderRefunds.id));
  if (refunds.length === 0) return;
  const lines = await db
    .select({ id: orderLines.id, orderId: orderLines.orderId, qty: orderLines.qty, taxCents: orderLines.taxCents })
    .from(orderLines)
    .where(inArray(orderLines.orderId, refundedInWindow));
  const linesOf = groupBy(lines, (line) => line.orderId);
  for (const [orderId, steps] of groupBy(refunds, (refund) => refund.orderId)) {
    const shares = refundTaxShares(steps[0]!, linesOf.get(orderId) ?? [], steps);
    steps.forEach((step, index) => {
      const at = step.appliedAt!;
      if (at < from || at >= to) return;
      const row = rowOf(step.month, step.state, step.region);
      row.taxRefundedCents += shares[index]!.taxCents;
      row.untracedRefundCents += shares[index]!.untracedCents;
    });
  }
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
