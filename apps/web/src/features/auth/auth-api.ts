import type { Login, Signup, User } from '@shop/shared/accounts';
import { api } from '../../lib/api.ts';

export const postLogin = (credentials: Login) =>
  api<{ token: string }>('/api/auth/login', { method: 'POST', body: credentials });

export const postSignup = (data: Signup) =>
  api<{ token: string }>('/api/users', { method: 'POST', body: data });

export const getMe = () => api<User | null>('/api/auth');

export const deleteSession = () => api<unknown>('/api/auth', { method: 'DELETE' });

/** Log out everywhere: every token of the account, this one included. */
export const deleteAllSessions = () => api<unknown>('/api/auth/sessions', { method: 'DELETE' });
