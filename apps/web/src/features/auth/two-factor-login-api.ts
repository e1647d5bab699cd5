import type { TwoFactorLogin } from '@shop/shared/accounts';
import { api } from '../../lib/api.ts';

/**
 * Sign-in's second step (decision 070): the challenge and a code from the app or a recovery code. Apart from
 * auth-api.ts so that only the login screen's chunk holds it, not the first view's.
 */
export const postTwoFactorLogin = (body: TwoFactorLogin) => api<{ token: string }>('/api/auth/login/two-factor', { method: 'POST', body });
