import type { AuthUser } from '../../auth-user.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, Forbidden, NotFound, Unauthorized } from '../../errors.ts';
import { getOrderWithLines, orderReviewKeyMatches } from '../orders/index.ts';

/** Who writes a review: the signed-in buyer, and/or the holder of the order's emailed review link. */
export interface ReviewerCaller {
  user: AuthUser | null;
  reviewKey: string | null;
}

export type ReviewableOrder = Awaited<ReturnType<typeof getOrderWithLines>>;

const WRONG_LINK = 'That link does not open this order';

/**
 * Only the order's buyer reviews its plants: the account it was placed from, or whoever holds its review
 * link (emailed to the address it was placed with). Nobody else, an admin included: a review is a buyer's
 * word. A missing order answers like a wrong link, so the answer tells nobody which orders exist.
 */
export async function authorizeReviewer({ db, config, caller, input }: { db: DbOrTx; config: Config; caller: ReviewerCaller; input: { orderId: number } }): Promise<ReviewableOrder> {
  if (!caller.user && !caller.reviewKey) throw new Unauthorized('Please log in or open the link in your review email');
  let order: ReviewableOrder;
  try {
    order = await getOrderWithLines({ db, input });
  } catch (error) {
    if (error instanceof NotFound) throw new Forbidden(WRONG_LINK);
    throw error;
  }
  const own = caller.user !== null && order.userId === caller.user.id;
  const linked = !own && caller.reviewKey !== null && (await orderReviewKeyMatches({ db, config, input: { orderId: order.id, key: caller.reviewKey } }));
  if (!own && !linked) throw new Forbidden(caller.user && !caller.reviewKey ? 'Only the buyer of this order can review its plants' : WRONG_LINK);
  if (order.status !== 'shipped') throw new Conflict('Plants can be reviewed once their order has shipped');
  return order;
}
