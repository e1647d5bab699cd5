import { z } from 'zod';
import { EMAIL_PATTERN } from './common.ts';
import { MSG } from './messages.ts';
import { product } from './products.ts';

export const MIN_PASSWORD = 8;

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'At most 100 characters');
const email = (message: string) =>
  z.string({ error: message }).trim().max(254, message).regex(EMAIL_PATTERN, message);

export const signup = z.object({
  firstName: name(MSG.signupFirstName),
  lastName: name(MSG.signupLastName),
  email: email(MSG.signupEmail),
  password: z.string({ error: MSG.signupPassword }).min(MIN_PASSWORD, MSG.signupPassword).max(200, 'At most 200 characters'),
});
export type Signup = z.infer<typeof signup>;

export const login = z.object({
  email: z.string({ error: MSG.enterEmail }).trim().min(1, MSG.enterEmail).max(254, MSG.enterEmail).regex(EMAIL_PATTERN, MSG.enterEmail),
  password: z.string({ error: MSG.invalidPassword }).min(MIN_PASSWORD, MSG.invalidPassword).max(200, MSG.invalidPassword),
});
export type Login = z.infer<typeof login>;

export const tokenAnswer = z.object({ token: z.string() });

export const ROLES = ['customer', 'admin'] as const;

export const user = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  currencyId: z.number(),
});
export type User = z.infer<typeof user>;

export const shippingAddress = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

export const userWithShippings = user.extend({ shippings: z.array(shippingAddress) });
export type UserWithShippings = z.infer<typeof userWithShippings>;

export const userListItem = user.pick({ id: true, fullName: true, email: true, role: true, isAdmin: true });
export type UserListItem = z.infer<typeof userListItem>;

/** Edit profile: SPEC has no client validation, the server still refuses nonsense. */
export const profileUpdate = z.object({
  firstName: name(MSG.signupFirstName),
  lastName: name(MSG.signupLastName),
  email: email(MSG.signupEmail),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const wishlistChange = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  action: z.enum(['add', 'delete']),
});
export type WishlistChange = z.infer<typeof wishlistChange>;

/** A user's wishlist as the API answers it: SPEC section 3. */
export const wishlist = z.object({ id: z.number(), products: z.array(product) });
export type Wishlist = z.infer<typeof wishlist>;
