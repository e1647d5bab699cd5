import type { Login, LoginAnswer, SignedInUser, Signup } from '@shop/shared/accounts';
import { api } from '../../lib/api.ts';

/** A token, or a challenge when the account has two-factor sign-in (decision 070). */
export const postLogin = (credentials: Login) => api<LoginAnswer>('/api/auth/login', { method: 'POST', body: credentials });

export const postSignup = (data: Signup) =>
  api<{ token: string }>('/api/users', { method: 'POST', body: data });

export const getMe = () => api<SignedInUser | null>('/api/auth');

export const deleteSession = () => api<unknown>('/api/auth', { method: 'DELETE' });

/** Log out everywhere: every token of the account, this one included. */
export const deleteAllSessions = () => api<unknown>('/api/auth/sessions', { method: 'DELETE' });
