import { actionRefusal } from '@shop/shared/order-actions';
import { formatShopDate } from '@shop/shared/shop-time';
import { type OrderRow, shipmentFactsOf } from '../orders/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClaimWindow {
  open: boolean;
  endsAt: Date | null;
  /** Why no claim may be filed now, in the customer's words. */
  closedReason: string | null;
  /** What the days count from: the delivery when it is known, else the day it shipped; null before shipping. */
  countsFrom: 'delivery' | 'shipping' | null;
}

/**
 * The arrival guarantee's window (decisions 042, 057): from delivery when it is known, else from shipping,
 * until the end of the `windowDays`th day after it, counted in whole days (day 30 of a 30-day guarantee is
 * still in, day 31 is out). Before the plants are handed over there is nothing to claim: orderActions says
 * when (decision 066). The day is told as the shop's day, in its time zone (decision 050).
 */
export function claimWindow(
  order: Pick<OrderRow, 'id' | 'status' | 'shipmentMethod' | 'shipmentStatus' | 'weatherDecision' | 'shippedAt' | 'deliveredAt'>,
  windowDays: number,
  now: Date,
  timeZone: string,
): ClaimWindow {
  const refusal = actionRefusal('claim', order, shipmentFactsOf(order));
  // A window counts from a day: the shipping day until a pickup's own day is recorded.
  if (refusal || !order.shippedAt) return { open: false, endsAt: null, closedReason: refusal ?? 'Claims can be filed once the order has shipped.', countsFrom: null };
  const countsFrom = order.deliveredAt ? 'delivery' : 'shipping';
  const from = order.deliveredAt ?? order.shippedAt;
  const endsAt = new Date(from.getTime() + (windowDays + 1) * DAY_MS);
  const daysSince = Math.floor((now.getTime() - from.getTime()) / DAY_MS);
  if (daysSince <= windowDays) return { open: true, endsAt, closedReason: null, countsFrom };
  const since = countsFrom === 'delivery' ? `they arrive. This order was delivered on` : `they ship. This order shipped on`;
  return {
    open: false,
    endsAt,
    closedReason: `Our arrival guarantee covers plants for ${windowDays} days after ${since} ${formatShopDate(from, timeZone)}, so the guarantee has ended. For care help with a struggling plant, write to us: we are glad to help.`,
    countsFrom,
  };
}
