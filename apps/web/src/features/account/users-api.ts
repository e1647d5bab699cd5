import type { ProfileUpdate, User } from '@shop/shared/accounts';
import { api } from '../../lib/api.ts';

export const putUser = (id: number, profile: ProfileUpdate) =>
  api<User>(`/api/users/${id}`, { method: 'PUT', body: profile });

export const getUsers = () => api<User[]>('/api/users');
