import { ROLES } from '@shop/shared/accounts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

/** What an emailed account link is for. */
const TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Null for an account made without one (a customer imported from another shop): it cannot log in with a password until one is set through an emailed link (decision 062). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    currencyId: integer('currency_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the admin: the account cannot log in and has no session; its orders stay. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * When the owner of `email` proved it by opening the emailed link (decision 025); null for a new
     * account or a changed email. Until then the address gets nothing on request without a link.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The name is a stand-in ("Shop Admin", the admin the first run makes), not the person's own
     * (decision 048): their next sign-in asks "What should we call you?". Saving a name clears it.
     */
    needsName: boolean('needs_name').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_known', oneOf(t.role, ROLES)),
  ],
);

/**
 * Opaque session tokens, stored only as their SHA-256. `expiresAt` slides with use (30 days idle) but
 * never past `createdAt` plus 90 days (decision 018).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use links sent to an account's address: verifying the email, resetting the password (decisions
 * 025, 026). Only the token's SHA-256 is stored; a link verifies only the address it was sent to.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to: a verification link proves only this one. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_known', oneOf(t.purpose, TOKEN_PURPOSES)),
  ],
);

/**
 * What an account brought from another shop's customer list (decision 062): the fields Shopify's customer
 * CSV has and the shop has no other place for, kept so the export gives them back. One row an imported
 * account; `invitedAt` is when the owner's invitation to set a password was written.
 */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Shopify's tags as the file had them, comma-separated. */
    tags: text('tags').notNull().default(''),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    /** The history the other shop counted (Total Spent, Total Orders): kept for the export, never a figure of this shop's orders. */
    previousSpentCents: integer('previous_spent_cents').notNull().default(0),
    previousOrders: integer('previous_orders').notNull().default(0),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (t) => [
    check('customer_profiles_spent_nonnegative', sql`${t.previousSpentCents} >= 0`),
    check('customer_profiles_orders_nonnegative', sql`${t.previousOrders} >= 0`),
    index('customer_profiles_to_invite_idx').on(t.importedAt).where(sql`${t.invitedAt} is null`),
  ],
);

/** An account's address book (decision 062): addresses the shop ships to, offered at checkout beside those of past orders. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull().default(''),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    /** A USPS state code: the shop ships within the United States only. */
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_user_idx').on(t.userId)],
);

/**
 * An account's two-factor sign-in (decision 070): the TOTP secret (base32, never answered after set-up),
 * `enabledAt` null while set-up waits for its first code, and the last 30-second step a code was accepted
 * for, so no code works twice.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('two_factor_secret_shape', sql`${t.secret} ~ '^[A-Z2-7]{32}$'`)],
);

/** Ten one-use recovery codes per account with two-factor sign-in, stored as their SHA-256 (decision 070). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_hash_idx').on(t.userId, t.codeHash)],
);

/**
 * The sign-in between its two steps (decision 070): the password was right, a code is still due. Only the
 * token's SHA-256 is stored; it lasts five minutes and opens nothing but the second step.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);
