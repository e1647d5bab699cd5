import type { UserListItem } from '@shop/shared/accounts';
import { api } from '../../lib/api.ts';

/** The calls the user management screen makes; the server refuses anyone but an admin. */

export const listUsers = (signal?: AbortSignal) => api<UserListItem[]>('/api/users', { signal });
export const setUserDisabled = (id: number, disabled: boolean) =>
  api<UserListItem>(`/api/users/${id}/disabled`, { method: 'PUT', body: { disabled } });
