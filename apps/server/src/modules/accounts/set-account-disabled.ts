import type { AccountAccess, UserListItem } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth-user.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { Forbidden, NotFound } from '../../errors.ts';
import { toUserListItem, userColumns } from './user-view.ts';

/**
 * The admin disables an account, which ends its sessions at once and keeps it from logging in (its orders,
 * cart and wishlist stay), or enables it again. No admin disables themself, so one admin always remains.
 */
export async function setAccountDisabled({
  db,
  admin,
  userId,
  input,
  now,
}: {
  db: Db;
  admin: AuthUser;
  userId: number;
  input: AccountAccess;
  now: Date;
}): Promise<UserListItem> {
  if (input.disabled && userId === admin.id) throw new Forbidden(MSG.cannotDisableSelf);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ disabledAt: input.disabled ? now : null })
      .where(eq(users.id, userId))
      .returning({ ...userColumns, disabledAt: users.disabledAt });
    if (!row) throw new NotFound('User');
    if (input.disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
    return toUserListItem(row);
  });
}
