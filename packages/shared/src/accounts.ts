import { z } from 'zod';
import { ACCOUNT_EMAIL_PATTERN, EMAIL_PATTERN } from './common.ts';
import { MSG } from './messages.ts';
import { product } from './products.ts';
import { HIDDEN_TEXT_MESSAGE, hasHiddenCharacters } from './text.ts';

export const MIN_PASSWORD = 8;

const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, 'At most 100 characters')
    .refine((text) => !hasHiddenCharacters(text), HIDDEN_TEXT_MESSAGE);
const email = (message: string) =>
  z.string({ error: message }).trim().max(254, message).regex(EMAIL_PATTERN, message);
/** An address an account may already have: the first-run owner's `admin@localhost` too. */
const accountEmail = (message: string) =>
  z.string({ error: message }).trim().max(254, message).regex(ACCOUNT_EMAIL_PATTERN, message);

export const signup = z.object({
  firstName: name(MSG.signupFirstName),
  lastName: name(MSG.signupLastName),
  email: email(MSG.signupEmail),
  password: z.string({ error: MSG.signupPassword }).min(MIN_PASSWORD, MSG.signupPassword).max(200, 'At most 200 characters'),
});
export type Signup = z.infer<typeof signup>;

export const login = z.object({
  email: z.string({ error: MSG.enterEmail }).trim().min(1, MSG.enterEmail).max(254, MSG.enterEmail).regex(ACCOUNT_EMAIL_PATTERN, MSG.enterEmail),
  password: z.string({ error: MSG.invalidPassword }).min(MIN_PASSWORD, MSG.invalidPassword).max(200, MSG.invalidPassword),
});
export type Login = z.infer<typeof login>;

export const tokenAnswer = z.object({ token: z.string() });

/**
 * Log-in's answer (decision 070): a session token, or, for an account with two-factor sign-in, a short-lived
 * challenge that the second step trades, with a code, for the token. No session exists until then.
 */
export const loginAnswer = z.union([tokenAnswer, z.object({ challenge: z.string() })]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Whether a role works in the back office: two-factor sign-in guards these accounts, and the owner may require
 * it of them (decision 070). Only `admin` today; the staff roles join this list as they come.
 */
export function isBackOffice(role: Role | undefined): boolean {
  return role === 'admin';
}

export const user = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  currencyId: z.number(),
  /** Whether the owner of `email` opened the link sent to it (decision 025). */
  emailVerified: z.boolean(),
  /** The name is the first run's stand-in ("Shop Admin"): the next sign-in asks for theirs (decision 048). */
  needsName: z.boolean(),
});
export type User = z.infer<typeof user>;

/** GET /api/auth: the signed-in user, and where they stand with two-factor sign-in (decision 070). */
export const signedInUser = user.extend({
  /** Sign-in asks this account for a code from an authenticator app. */
  twoFactorOn: z.boolean(),
  /** The owner requires two-factor sign-in of staff and this back-office account has none yet: only its set-up is open to it. */
  mustSetUpTwoFactor: z.boolean(),
});
export type SignedInUser = z.infer<typeof signedInUser>;

/** A code from an authenticator app (6 digits) or one of the ten recovery codes (decision 070); spaces and dashes are ignored. */
export const twoFactorCode = z
  .string({ error: 'Enter the 6-digit code from your app, or a recovery code' })
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{16})$/, 'Enter the 6-digit code from your app, or a recovery code'));

/** The sign-in's second step: the challenge log-in answered, and a code. */
export const twoFactorLogin = z.object({ challenge: z.string().min(1).max(100), code: twoFactorCode });
export type TwoFactorLogin = z.infer<typeof twoFactorLogin>;

/** Turning two-factor sign-in on: a code from the app, proving it holds the secret. */
export const twoFactorConfirm = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your app') });

/** Turning it off: a current code (or recovery code), or the account's password. */
export const twoFactorOff = z
  .object({ code: twoFactorCode.optional(), password: z.string().min(1).max(200).optional() })
  .refine((body) => body.code !== undefined || body.password !== undefined, 'Enter a code from your app or your password');
export type TwoFactorOff = z.infer<typeof twoFactorOff>;

export const twoFactorStatus = z.object({ on: z.boolean(), recoveryCodesLeft: z.number() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** Set-up: the secret as text (to type into an app) and as an otpauth:// address; shown until the first code is confirmed. */
export const twoFactorSetup = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

/** The link in a verification or password reset email carries this token (43 base64url characters). */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const accountToken = z.string().regex(ACCOUNT_TOKEN_PATTERN, 'This link is not complete: open it from the email again');

/** POST /api/auth/email-verification: the token from the emailed link. */
export const emailVerification = z.object({ token: accountToken });

/** POST /api/auth/password-reset: "Forgot password?", for every address log-in takes (the first run's `admin@localhost` too, decision 048). */
export const passwordResetRequest = z.object({
  email: z.string({ error: MSG.enterEmail }).trim().min(1, MSG.enterEmail).max(254, MSG.enterEmail).regex(ACCOUNT_EMAIL_PATTERN, MSG.enterEmail),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** PUT /api/auth/password-reset: the emailed link's token and the new password. */
export const passwordReset = z.object({
  token: accountToken,
  password: z.string({ error: MSG.signupPassword }).min(MIN_PASSWORD, MSG.signupPassword).max(200, 'At most 200 characters'),
});
export type PasswordReset = z.infer<typeof passwordReset>;

/** The same answer whoever asks, whether or not the address has an account. */
export const PASSWORD_RESET_SENT = 'If an account uses that address, we have emailed it a link to choose a new password. The link works once, within an hour.';
export const VERIFICATION_SENT = 'We have sent a new link to your email address. It works once, within a day.';

export const shippingAddress = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

export const userWithShippings = user.extend({ shippings: z.array(shippingAddress) });
export type UserWithShippings = z.infer<typeof userWithShippings>;

/** The admin's user list: docs/product's columns, and whether the admin has disabled the account. */
export const userListItem = user.pick({ id: true, fullName: true, email: true, role: true, isAdmin: true }).extend({ disabled: z.boolean() });
export type UserListItem = z.infer<typeof userListItem>;

const currentPassword = (message: string) => z.string({ error: message }).min(1, message).max(200, 'At most 200 characters');

/**
 * Edit profile: docs/product has no client validation, the server still refuses nonsense. A new email needs the
 * caller's current password (decision 018); names alone do not.
 */
export const profileUpdate = z.object({
  firstName: name(MSG.signupFirstName),
  lastName: name(MSG.signupLastName),
  email: accountEmail(MSG.signupEmail),
  currentPassword: currentPassword(MSG.passwordForEmail).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** Whether saving `email` over `savedEmail` changes the address (letter case alone does not), so needs the password. */
export function changesEmail(email: string, savedEmail: string): boolean {
  return email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();
}

/** "What should we call you?" (decision 048): the name the first-run admin is asked for on first sign-in. */
export const ownName = z.object({ firstName: name(MSG.signupFirstName), lastName: name(MSG.signupLastName) });
export type OwnName = z.infer<typeof ownName>;

/** Change password: the current one, and a new one that follows the sign-up rule. */
export const passwordChange = z.object({
  currentPassword: currentPassword(MSG.enterCurrentPassword),
  newPassword: z.string({ error: MSG.signupPassword }).min(MIN_PASSWORD, MSG.signupPassword).max(200, 'At most 200 characters'),
});
export type PasswordChange = z.infer<typeof passwordChange>;

/** The admin disables an account (its sessions end, it cannot log in) or enables it again. */
export const accountAccess = z.object({ disabled: z.boolean({ error: 'disabled must be true or false' }) });
export type AccountAccess = z.infer<typeof accountAccess>;

export const wishlistChange = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  action: z.enum(['add', 'delete']),
});
export type WishlistChange = z.infer<typeof wishlistChange>;

/** A user's wishlist as the API answers it: docs/product/api.md#shapes. */
export const wishlist = z.object({ id: z.number(), products: z.array(product) });
export type Wishlist = z.infer<typeof wishlist>;
