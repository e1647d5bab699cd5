import type { RefundBody } from '@shop/shared/after-sale';
import { formatUsd, toCents } from '@shop/shared/money';
import { lineRefundCents, lineShares } from '@shop/shared/refunds';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, type RefundedLine } from '../../db/schema/orders.ts';
import { BadRequest, Conflict } from '../../errors.ts';
import type { OrderLineRow, OrderRow } from './order-view.ts';
import { replacedUnits } from './replaced-units.ts';

/** What the admin asked for: a refund (full, by line, an amount), or canceling the paid order. */
export type RefundRequest = {
  kind: 'full' | 'lines' | 'amount' | 'cancel';
  restock: boolean;
  lines?: { lineId: number; qty: number }[];
  amountCents?: number;
  /** The admin ticked "Refund despite the replacement": units already replaced through a claim may be refunded too. */
  despiteReplacement?: boolean;
};

export function refundRequestOf(input: RefundBody): RefundRequest {
  const { restock, despiteReplacement } = input;
  if (input.kind === 'lines') return { kind: 'lines', restock, despiteReplacement, lines: input.lines };
  if (input.kind === 'amount') return { kind: 'amount', restock, amountCents: toCents(input.amount) };
  return { kind: 'full', restock, despiteReplacement };
}

/** The refusal of a refund that would give back units the customer already got again (decision 053). */
const replacedRefusal = (productName: string, replaced: number) =>
  `${replaced === 1 ? '1 unit' : `${replaced} units`} of ${productName} ${replaced === 1 ? 'was' : 'were'} already replaced through a claim: refunding ${replaced === 1 ? 'it' : 'them'} too gives the customer both. Refund only the other units, or tick "Refund despite the replacement".`;

/**
 * Refuses a refund that reaches units replaced through a claim (the units refunded first are the ones not
 * replaced), unless the admin asked for it explicitly (decision 053).
 */
async function refuseReplacedUnits(db: DbOrTx, order: OrderRow, request: RefundRequest, lines: readonly OrderLineRow[], covered: readonly RefundedLine[]): Promise<void> {
  if (request.despiteReplacement) return;
  const replaced = await replacedUnits({ db, input: { orderId: order.id } });
  for (const { lineId, qty } of covered) {
    const line = lines.find((one) => one.id === lineId)!;
    const units = replaced.get(lineId) ?? 0;
    if (units > 0 && qty > 0 && line.refundedQty + qty > line.qty - units) throw new Conflict(replacedRefusal(line.productName, units));
  }
}

export interface RefundPlan {
  kind: RefundRequest['kind'];
  /** The lines' worth for a refund by line or an amount; null: everything still refundable (full, cancel). */
  amountCents: number | null;
  lines: RefundedLine[];
}

const left = (line: OrderLineRow) => line.qty - line.refundedQty;
const unstocked = (line: OrderLineRow) => line.qty - line.restockedQty;

/**
 * What a refund of this order covers: which units of which lines, how many go back in stock, and for a
 * refund by line what it is worth (each line's share of the discounted total, spread over its units).
 * Run while holding the order's row. Bad requests (a line of another order, more units than are left,
 * restocking plants whose stock was already given back) are 400s; reaching units already replaced through
 * a claim without `despiteReplacement` is a 409 (decision 053). A refund of an amount names no units.
 */
export async function planRefund({ db, input }: { db: DbOrTx; input: { order: OrderRow; request: RefundRequest } }): Promise<RefundPlan> {
  const { order, request } = input;
  const stockSold = order.status === 'complete' || order.status === 'shipped';
  if (request.restock && !stockSold) throw new BadRequest("This order's plants are already back in stock");
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const shares = lineShares(lines, order);

  if (request.kind === 'amount') {
    if (request.restock) throw new BadRequest('Only a refund by line, or in full, puts plants back in stock');
    return { kind: 'amount', amountCents: request.amountCents!, lines: [] };
  }
  if (request.kind === 'full' || request.kind === 'cancel') {
    const covered = lines.flatMap((line) => {
      const qty = left(line);
      const restock = request.kind === 'cancel' ? unstocked(line) : request.restock ? Math.min(qty, unstocked(line)) : 0;
      return qty > 0 || restock > 0 ? [{ lineId: line.id, qty, restock }] : [];
    });
    await refuseReplacedUnits(db, order, request, lines, covered);
    return { kind: request.kind, amountCents: null, lines: covered };
  }

  const wanted = new Map<number, number>();
  for (const { lineId, qty } of request.lines ?? []) wanted.set(lineId, (wanted.get(lineId) ?? 0) + qty);
  let amountCents = 0;
  const covered: RefundedLine[] = [];
  for (const [lineId, qty] of wanted) {
    const index = lines.findIndex((line) => line.id === lineId);
    const line = lines[index];
    if (!line) throw new BadRequest(`Line ${lineId} is not part of order #${order.id}`);
    if (qty > left(line)) throw new BadRequest(`Only ${left(line)} of ${line.productName} can still be refunded`);
    amountCents += lineRefundCents(shares[index]!, line.qty, line.refundedQty, qty);
    covered.push({ lineId, qty, restock: request.restock ? Math.min(qty, unstocked(line)) : 0 });
  }
  if (amountCents <= 0) throw new BadRequest(`Those plants cost ${formatUsd(0)} after the discount: nothing to refund`);
  await refuseReplacedUnits(db, order, request, lines, covered);
  return { kind: 'lines', amountCents, lines: covered };
}
