import {
  accountAccess,
  emailVerification,
  login,
  loginAnswer,
  passwordChange,
  passwordReset,
  passwordResetRequest,
  profileUpdate,
  recoveryCodes,
  signedInUser,
  signup,
  tokenAnswer,
  twoFactorConfirm,
  twoFactorLogin,
  twoFactorOff,
  twoFactorSetup,
  twoFactorStatus,
  user,
  userListItem,
  userWithShippings,
} from '@shop/shared/accounts';
import { errorBody, idParam } from '@shop/shared/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { Conflict, Unauthorized } from '../../errors.ts';
import { adminOnly, requireAdmin, requireUser, selfOrAdmin, signedIn } from '../../plugins/auth.ts';
import { readStaffTwoFactorRequired, saveStaffTwoFactorRequired } from '../settings/index.ts';
import { changePassword } from './change-password.ts';
import { resendVerificationEmail, verifyEmail } from './email-verification.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { getUser } from './get-user.ts';
import { limitAccountChanges } from './limit-account-changes.ts';
import { limitAuthAttempts } from './limit-auth-attempts.ts';
import { listUsers } from './list-users.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { logOutEverywhere } from './log-out-everywhere.ts';
import { timingDummyHash } from './passwords.ts';
import { setAccountDisabled } from './set-account-disabled.ts';
import { signUp } from './sign-up.ts';
import { updateProfile } from './update-profile.ts';
import {
  CHALLENGE_EXPIRED,
  challengeAccount,
  confirmTwoFactor,
  finishTwoFactorLogIn,
  limitCodeAttempts,
  readTwoFactorStatus,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from './two-factor.ts';
import { toUser } from './user-view.ts';

const tags = ['accounts'];
const staffTwoFactor = z.object({ required: z.boolean({ error: 'required must be true or false' }) });
const userErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export async function accountRoutes(app: FastifyInstance, { db, config, clock, mailer }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Hash the timing decoy now, so the first unknown-email log-in is not the slow one.
  void timingDummyHash();

  r.post(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'Sign up: a new shopper, answered with a token',
        body: signup,
        response: { 201: tokenAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await limitAuthAttempts({ db, action: 'signup', ip: request.ip, email: request.body.email, limit: config.authRateLimit });
      return reply.status(201).send(await signUp({ db, config, log: request.log, mailer, input: request.body, now: clock.now() }));
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in, answered with a token, or with a challenge for the second step when the account has two-factor sign-in',
        body: login,
        response: { 200: loginAnswer, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await limitAuthAttempts({ db, action: 'login', ip: request.ip, email: request.body.email, limit: config.authRateLimit });
      return logIn({ db, input: request.body, now: clock.now() });
    },
  );

  r.post(
    '/api/auth/login/two-factor',
    {
      schema: {
        tags,
        summary: "Log in's second step: the challenge and a code from the app (or a recovery code), answered with a token",
        body: twoFactorLogin,
        response: { 200: tokenAnswer, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const now = clock.now();
      const userId = await challengeAccount({ db, challenge: request.body.challenge, now });
      await limitCodeAttempts({ db, action: 'login', userId, ip: request.ip, limit: config.authRateLimit });
      if (userId === null) throw new Unauthorized(CHALLENGE_EXPIRED);
      return finishTwoFactorLogIn({ db, userId, challenge: request.body.challenge, code: request.body.code, now });
    },
  );

  r.get(
    '/api/auth',
    { onRequest: signedIn, schema: { tags, summary: 'The user the token belongs to', response: { 200: signedInUser, 401: errorBody } } },
    async (request) => {
      const caller = requireUser(request);
      return { ...toUser(caller), twoFactorOn: caller.twoFactorOn, mustSetUpTwoFactor: caller.mustSetUpTwoFactor };
    },
  );

  r.get(
    '/api/auth/two-factor',
    { onRequest: signedIn, schema: { tags, summary: 'Whether two-factor sign-in is on, and how many recovery codes are left', response: { 200: twoFactorStatus, 401: errorBody } } },
    async (request) => readTwoFactorStatus({ db, userId: requireUser(request).id }),
  );

  r.post(
    '/api/auth/two-factor',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Start setting up two-factor sign-in: a new secret, as text and as an otpauth:// address; it is on only once a code confirms it",
        response: { 200: twoFactorSetup, 401: errorBody, 409: errorBody },
      },
    },
    async (request) => startTwoFactorSetup({ db, user: requireUser(request) }),
  );

  r.put(
    '/api/auth/two-factor',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a code from the app: answers ten recovery codes, shown this once',
        body: twoFactorConfirm,
        response: { 200: recoveryCodes, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      await limitCodeAttempts({ db, action: 'account', userId: caller.id, ip: request.ip, limit: config.authRateLimit });
      return confirmTwoFactor({ db, userId: caller.id, code: request.body.code, now: clock.now() });
    },
  );

  r.delete(
    '/api/auth/two-factor',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off: needs a current code (or recovery code) or the password',
        body: twoFactorOff,
        response: { 204: z.null(), 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      await limitCodeAttempts({ db, action: 'account', userId: caller.id, ip: request.ip, limit: config.authRateLimit });
      await turnOffTwoFactor({ db, userId: caller.id, input: request.body, now: clock.now() });
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/settings/staff-two-factor',
    { onRequest: adminOnly, schema: { tags, summary: 'Whether the owner requires two-factor sign-in for staff (admin)', response: { 200: staffTwoFactor, ...userErrors } } },
    async () => ({ required: await readStaffTwoFactorRequired({ db }) }),
  );

  r.put(
    '/api/admin/settings/staff-two-factor',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Require two-factor sign-in for staff, or not (owner); the owner must have it on first',
        body: staffTwoFactor,
        response: { 200: staffTwoFactor, ...userErrors, 409: errorBody },
      },
    },
    async (request) => {
      const owner = requireAdmin(request);
      // Requiring it without having it would lock the owner out of the back office at once.
      if (request.body.required && !owner.twoFactorOn) throw new Conflict('Turn on two-factor sign-in for your own account first (Your account › Security).');
      return { required: await saveStaffTwoFactorRequired({ db, required: request.body.required, now: clock.now() }) };
    },
  );

  r.delete(
    '/api/auth',
    { onRequest: signedIn, schema: { tags, summary: 'Log out: revokes the token sent', response: { 204: z.null(), 401: errorBody } } },
    async (request, reply) => {
      await logOut({ db, token: request.token ?? '' });
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/auth/sessions',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Log out everywhere: revokes every token of the account, this one included', response: { 204: z.null(), 401: errorBody } },
    },
    async (request, reply) => {
      await logOutEverywhere({ db, userId: requireUser(request).id });
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/api/auth/password',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Change password: needs the current one; every other session of the account ends',
        body: passwordChange,
        response: { 204: z.null(), 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      await limitAccountChanges({ db, action: 'password', userId: caller.id, ip: request.ip, limit: config.authRateLimit });
      await changePassword({ db, user: caller, token: request.token ?? '', input: request.body });
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/verification',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Email the link that verifies the account's address again (5 an hour)",
        response: { 200: z.object({ emailVerified: z.boolean() }), 401: errorBody, 429: errorBody },
      },
    },
    async (request) => resendVerificationEmail({ db, config, log: request.log, mailer, user: requireUser(request), now: clock.now() }),
  );

  r.put(
    '/api/auth/verification',
    {
      schema: {
        tags,
        summary: 'Verify the address with the token of the emailed link: once, within a day; no log-in needed',
        body: emailVerification,
        response: { 200: z.object({ email: z.string() }), 400: errorBody },
      },
    },
    async (request) => verifyEmail({ db, input: { token: request.body.token, now: clock.now() } }),
  );

  r.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'Forgot password: email a single-use link to the account using this address; the same answer whether or not there is one',
        body: passwordResetRequest,
        response: { 202: z.object({ message: z.string() }), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestPasswordReset({ db, config, log: request.log, mailer, input: { email: request.body.email, ip: request.ip, now: clock.now() } })),
  );

  r.put(
    '/api/auth/password-reset',
    {
      schema: {
        tags,
        summary: "Choose a new password with the emailed link's token: every session of the account ends, this browser is signed in",
        body: passwordReset,
        response: { 200: tokenAnswer, 400: errorBody },
      },
    },
    async (request) => resetPassword({ db, input: request.body, now: clock.now() }),
  );

  r.put(
    '/api/users/:id/disabled',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Disable an account (its sessions end, it cannot log in; its orders stay) or enable it again (admin)',
        params: idParam,
        body: accountAccess,
        response: { 200: userListItem, ...userErrors },
      },
    },
    async (request) => setAccountDisabled({ db, admin: requireAdmin(request), userId: request.params.id, input: request.body, now: clock.now() }),
  );

  r.get(
    '/api/users',
    { onRequest: adminOnly, schema: { tags, summary: 'Every user (admin)', response: { 200: z.array(userListItem), ...userErrors } } },
    async () => listUsers({ db }),
  );

  r.get(
    '/api/users/:id',
    { onRequest: selfOrAdmin, schema: { tags, params: idParam, response: { 200: userWithShippings, ...userErrors } } },
    async (request) => getUser({ db, id: request.params.id }),
  );

  r.put(
    '/api/users/:id',
    {
      onRequest: selfOrAdmin,
      schema: {
        tags,
        summary: 'Edit profile: names and email only; a new email needs the current password',
        params: idParam,
        body: profileUpdate,
        response: { 200: user, ...userErrors, 409: errorBody, 429: errorBody },
      },
    },
    async (request) =>
      updateProfile({
        db,
        config,
        log: request.log,
        mailer,
        caller: requireUser(request),
        id: request.params.id,
        input: request.body,
        ip: request.ip,
        limit: config.authRateLimit,
        now: clock.now(),
      }),
  );
}
