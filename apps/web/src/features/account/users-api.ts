import type { PasswordChange, ProfileUpdate, User } from '@shop/shared/accounts';
import { api } from '../../lib/api.ts';

export const putUser = (id: number, profile: ProfileUpdate) =>
  api<User>(`/api/users/${id}`, { method: 'PUT', body: profile });

/** Change password: the server ends every other session of the account. */
export const putPassword = (change: PasswordChange) =>
  api<null>('/api/auth/password', { method: 'PUT', body: change });
