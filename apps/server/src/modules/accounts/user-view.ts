import type { User, UserListItem } from '@shop/shared/accounts';
import { users } from '../../db/schema/accounts.ts';

/** Every column an answer may show: never `passwordHash`. */
export const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  currencyId: users.currencyId,
  emailVerifiedAt: users.emailVerifiedAt,
  needsName: users.needsName,
};

export interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: 'customer' | 'admin';
  currencyId: number;
  emailVerifiedAt: Date | null;
  needsName: boolean;
}

/** The user as every answer shows it. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    fullName: `${row.firstName} ${row.lastName}`,
    role: row.role,
    isAdmin: row.role === 'admin',
    currencyId: row.currencyId,
    emailVerified: row.emailVerifiedAt !== null,
    needsName: row.needsName,
  };
}

/** A row of the admin's user list. */
export function toUserListItem(row: UserRow & { disabledAt: Date | null }): UserListItem {
  const { id, fullName, email, role, isAdmin } = toUser(row);
  return { id, fullName, email, role, isAdmin, disabled: row.disabledAt !== null };
}
