// The emailed links' calls (decisions 025, 026), apart from auth-api.ts so that only the screens that use
// them (lazy chunks) carry them.
import { api } from '../../lib/api.ts';

/** Verify the account's address with the emailed link's token (no log-in needed). */
export const putEmailVerification = (token: string) =>
  api<{ email: string }>('/api/auth/verification', { method: 'PUT', body: { token } });

/** Email the verification link again (signed in). */
export const postEmailVerification = () =>
  api<{ emailVerified: boolean }>('/api/auth/verification', { method: 'POST' });

/** "Forgot password?": the same answer whether or not the address has an account. */
export const postPasswordReset = (email: string) =>
  api<{ message: string }>('/api/auth/password-reset', { method: 'POST', body: { email } });

/** A new password with the emailed link's token; answers a token for this browser. */
export const putPasswordReset = (token: string, password: string) =>
  api<{ token: string }>('/api/auth/password-reset', { method: 'PUT', body: { token, password } });
