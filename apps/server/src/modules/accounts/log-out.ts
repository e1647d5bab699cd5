import type { DbOrTx } from '../../db/client.ts';
import { revokeSession } from './sessions.ts';

/** Revokes only the token the caller sent; the user's other devices stay signed in. */
export async function logOut({ db, token }: { db: DbOrTx; token: string }): Promise<void> {
  await revokeSession({ db, token });
}
