import type { TwoFactorOff, TwoFactorSetup, TwoFactorStatus } from '@shop/shared/accounts';
import { api } from '../../lib/api.ts';

/** Two-factor sign-in from the account's Security screen (decision 070). */
export const getTwoFactor = () => api<TwoFactorStatus>('/api/auth/two-factor');

/** A new secret for the app; two-factor sign-in is on only once `putTwoFactor` confirms a code. */
export const postTwoFactor = () => api<TwoFactorSetup>('/api/auth/two-factor', { method: 'POST' });

/** Turns it on with the app's current code: answers the ten recovery codes, shown this once. */
export const putTwoFactor = (code: string) => api<{ recoveryCodes: string[] }>('/api/auth/two-factor', { method: 'PUT', body: { code } });

export const deleteTwoFactor = (body: TwoFactorOff) => api<null>('/api/auth/two-factor', { method: 'DELETE', body });
