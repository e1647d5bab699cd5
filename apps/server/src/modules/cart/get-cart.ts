import type { StoredCartLine } from '@shop/shared/cart';
import type { DbOrTx } from '../../db/client.ts';
import { assertUserExists } from '../accounts/assert-user-exists.ts';
import { storedLines } from './cart-view.ts';

export async function getCart({ db, userId }: { db: DbOrTx; userId: number }): Promise<StoredCartLine[]> {
  await assertUserExists({ db, userId });
  return storedLines({ db, userId });
}
