import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../errors.ts';
import { authorizeOrderStatus, type StatusCaller } from '../orders/index.ts';

/**
 * Who may see and file an order's claims: whoever may see its status page (its owner, an admin, the
 * holder of its emailed link's key). Anyone else, another customer included, gets the 404 of an order
 * that does not exist: claims never tell which orders are someone's.
 */
export async function authorizeClaims({ db, config, caller, orderId }: { db: DbOrTx; config: Config; caller: StatusCaller; orderId: number }): Promise<void> {
  try {
    await authorizeOrderStatus({ db, config, caller, input: { orderId } });
  } catch (error) {
    if (error instanceof Forbidden) throw new NotFound('Order');
    throw error;
  }
}
