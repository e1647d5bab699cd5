import type { StoredCartLine } from '@shop/shared/cart';
import type { DbOrTx } from '../../db/client.ts';
import { assertUserExists } from '../accounts/index.ts';
import { storedLines } from './stored-lines.ts';

export async function getCart({ db, userId }: { db: DbOrTx; userId: number }): Promise<StoredCartLine[]> {
  await assertUserExists({ db, userId });
  return storedLines({ db, userId });
}
