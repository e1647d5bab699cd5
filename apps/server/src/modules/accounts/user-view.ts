import type { User } from '@shop/shared/accounts';
import { users } from '../../db/schema/users.ts';

/** Every column an answer may show: never `passwordHash`. */
export const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  currencyId: users.currencyId,
};

export interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: 'customer' | 'admin';
  currencyId: number;
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
  };
}
