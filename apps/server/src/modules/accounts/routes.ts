import { login, profileUpdate, signup, tokenAnswer, user, userListItem, userWithShippings } from '@shop/shared/accounts';
import { errorBody, idParam } from '@shop/shared/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly, requireUser, selfOrAdmin, signedIn } from '../../plugins/auth.ts';
import { limitAuthAttempts } from '../../plugins/rate-limit.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { timingDummyHash } from './passwords.ts';
import { signUp } from './sign-up.ts';
import { updateProfile } from './update-profile.ts';
import { toUser } from './user-view.ts';

const tags = ['accounts'];
const userErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export async function accountRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
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
      return reply.status(201).send(await signUp({ db, input: request.body }));
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in, answered with a token',
        body: login,
        response: { 200: tokenAnswer, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await limitAuthAttempts({ db, action: 'login', ip: request.ip, email: request.body.email, limit: config.authRateLimit });
      return logIn({ db, input: request.body });
    },
  );

  r.get(
    '/api/auth',
    { onRequest: signedIn, schema: { tags, summary: 'The user the token belongs to', response: { 200: user, 401: errorBody } } },
    async (request) => toUser(requireUser(request)),
  );

  r.delete(
    '/api/auth',
    { onRequest: signedIn, schema: { tags, summary: 'Log out: revokes the token sent', response: { 204: z.null(), 401: errorBody } } },
    async (request, reply) => {
      await logOut({ db, token: request.token ?? '' });
      return reply.status(204).send(null);
    },
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
      schema: { tags, summary: 'Edit profile: names and email only', params: idParam, body: profileUpdate, response: { 200: user, ...userErrors, 409: errorBody } },
    },
    async (request) => updateProfile({ db, id: request.params.id, input: request.body }),
  );
}
