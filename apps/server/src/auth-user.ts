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
}
