import { isBackOffice } from '@shop/shared/accounts';

/** The signed-in caller as every module sees it; the auth plugin attaches it to the request. */
export interface AuthUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: 'customer' | 'admin';
  currencyId: number;
  /** When the account's owner proved `email` is theirs; null until then (decision 025). */
  emailVerifiedAt: Date | null;
  /** The name is the first run's stand-in, not yet the person's own (decision 048). */
  needsName: boolean;
  /** Sign-in asks this account for a code from an authenticator app (decision 070). */
  twoFactorOn: boolean;
  /**
   * The owner requires two-factor sign-in of staff and this back-office account has none yet: it may set it
   * up, and nothing else of the back office answers it (decision 070).
   */
  mustSetUpTwoFactor: boolean;
}

/**
 * Whether the caller may act as the back office now: a back-office role, and two-factor sign-in if the owner
 * requires it (decision 070). Every check of the admin role goes through here.
 */
export function actsAsBackOffice(user: AuthUser | null | undefined): boolean {
  return Boolean(user) && isBackOffice(user!.role) && !user!.mustSetUpTwoFactor;
}
