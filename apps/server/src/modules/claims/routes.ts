import multipart from '@fastify/multipart';
import { ORDER_KEY_HEADER } from '@shop/shared/after-sale';
import { adminClaim, claimDenial, claimInfoRequest, claimQueueQuery, claimSettings, orderClaims } from '@shop/shared/claims';
import { errorBody, id } from '@shop/shared/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../client-address.ts';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { addClaimPhotos } from './add-claim-photos.ts';
import { getAdminClaim, listClaims } from './admin-claims.ts';
import { authorizeClaims } from './authorize-claims.ts';
import { readClaimSettings, saveClaimSettings } from './claim-settings.ts';
import { denyClaim, requestClaimInfo } from './decide-claim.ts';
import { fileClaim } from './file-claim.ts';
import { getOrderClaims } from './get-order-claims.ts';
import { readClaimPhoto } from './read-claim-photo.ts';
import { CLAIM_FORM_LIMITS, readClaimForm } from './read-claim-form.ts';

const tags = ['claims'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const orderIdParam = z.object({ orderId: id });
const claimIdParam = z.object({ claimId: id });

/** Claims a minute... an hour: per order and per client address (filing and adding photos together). */
export const CLAIM_RATE = { perOrder: 5, perAddress: 10, windowMs: 60 * 60 * 1000 };

function statusCaller(request: FastifyRequest) {
  const header = request.headers[ORDER_KEY_HEADER];
  return { user: request.user, orderKey: typeof header === 'string' && header !== '' && header.length <= 200 ? header : null };
}

/** The arrival guarantee (decision 042): customers' claims with photos, and the owner's queue and decisions. */
export async function claimRoutes(app: FastifyInstance, { db, config, clock, mailer }: AppContext): Promise<void> {
  await app.register(multipart, { limits: CLAIM_FORM_LIMITS });
  const r = app.withTypeProvider<ZodTypeProvider>();

  const limitClaims = (request: FastifyRequest, orderId: number) =>
    enforceRateLimit({
      db,
      keys: [`claims:order:${orderId}`],
      limit: CLAIM_RATE.perOrder,
      windowMs: CLAIM_RATE.windowMs,
      message: 'Too many claims for this order in an hour; please wait and try again',
    }).then(() =>
      enforceRateLimit({ db, keys: [`claims:ip:${clientKey(request.ip)}`], limit: CLAIM_RATE.perAddress, windowMs: CLAIM_RATE.windowMs, message: 'Too many claims in an hour; please wait and try again' }),
    );

  r.get(
    '/api/orders/:orderId/claims',
    {
      schema: {
        tags,
        summary: `The order's claims and what may still be claimed: its owner, an admin, or the key of its emailed link (header ${ORDER_KEY_HEADER}); anyone else 404`,
        params: orderIdParam,
        response: { 200: orderClaims, ...errors },
      },
    },
    async (request, reply) => {
      await authorizeClaims({ db, config, caller: statusCaller(request), orderId: request.params.orderId });
      reply.header('cache-control', 'private, no-store');
      return getOrderClaims({ db, input: { orderId: request.params.orderId, now: clock.now() } });
    },
  );

  r.post(
    '/api/orders/:orderId/claims',
    {
      schema: {
        tags,
        summary:
          'Files a claim (multipart: lineId, qty, reason, description, and photos as closeUp, distance, photo; JPEG, PNG, WebP or HEIC up to 15 MB each, 1 to 4) within the guarantee window after shipping',
        consumes: ['multipart/form-data'],
        params: orderIdParam,
        response: { 201: orderClaims, ...errors, 413: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      await authorizeClaims({ db, config, caller: statusCaller(request), orderId });
      await limitClaims(request, orderId);
      const form = await readClaimForm(request);
      const answer = await fileClaim({ db, config, log: request.log, mailer, input: { orderId, form, ip: request.ip, now: clock.now() } });
      return reply.status(201).header('cache-control', 'private, no-store').send(answer);
    },
  );

  r.post(
    '/api/orders/:orderId/claims/:claimId/photos',
    {
      schema: {
        tags,
        summary: 'Adds photos (and a note) to a claim still waiting, after the shop asked for more',
        consumes: ['multipart/form-data'],
        params: z.object({ orderId: id, claimId: id }),
        response: { 200: orderClaims, ...errors, 413: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { orderId, claimId } = request.params;
      await authorizeClaims({ db, config, caller: statusCaller(request), orderId });
      await limitClaims(request, orderId);
      const form = await readClaimForm(request);
      reply.header('cache-control', 'private, no-store');
      return addClaimPhotos({ db, input: { orderId, claimId, form, now: clock.now() } });
    },
  );

  r.get(
    '/api/orders/:orderId/claims/:claimId/photos/:name',
    {
      schema: {
        tags,
        summary: "A claim's photo (JPEG; ?size=thumb for the small one), only to the order's customer and the owner",
        params: z.object({ orderId: id, claimId: id, name: z.string().regex(/^cp-[0-9a-f]{20}$/) }),
        querystring: z.object({ size: z.enum(['full', 'thumb']).default('full') }),
      },
    },
    async (request, reply) => {
      const { orderId, claimId, name } = request.params;
      await authorizeClaims({ db, config, caller: statusCaller(request), orderId });
      const body = await readClaimPhoto({ db, input: { orderId, claimId, name, size: request.query.size } });
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').send(body);
    },
  );

  r.get(
    '/api/claims',
    { onRequest: adminOnly, schema: { tags, summary: "The owner's claims queue, newest first (status: waiting, all, or one status)", querystring: claimQueueQuery, response: { 200: z.array(adminClaim), ...errors } } },
    async (request) => listClaims({ db, input: request.query }),
  );

  r.get(
    '/api/claims/settings',
    { onRequest: adminOnly, schema: { tags, summary: 'The guarantee window: days after shipping a claim may be filed', response: { 200: claimSettings, ...errors } } },
    async () => readClaimSettings({ db }),
  );

  r.put(
    '/api/claims/settings',
    { onRequest: adminOnly, schema: { tags, body: claimSettings, response: { 200: claimSettings, ...errors } } },
    async (request) => saveClaimSettings({ db, input: request.body }),
  );

  r.get(
    '/api/claims/:claimId',
    { onRequest: adminOnly, schema: { tags, params: claimIdParam, response: { 200: adminClaim, ...errors } } },
    async (request) => getAdminClaim({ db, input: request.params }),
  );

  r.post(
    '/api/claims/:claimId/request-info',
    { onRequest: adminOnly, schema: { tags, summary: 'Asks the customer for more (emailed, with a link to add photos)', params: claimIdParam, body: claimInfoRequest, response: { 200: adminClaim, ...errors } } },
    async (request) => requestClaimInfo({ db, config, log: request.log, mailer }, { claimId: request.params.claimId, message: request.body.message, now: clock.now() }),
  );

  r.post(
    '/api/claims/:claimId/deny',
    { onRequest: adminOnly, schema: { tags, summary: 'Declines the claim with a reason the customer reads', params: claimIdParam, body: claimDenial, response: { 200: adminClaim, ...errors } } },
    async (request) => denyClaim({ db, config, log: request.log, mailer }, { claimId: request.params.claimId, reason: request.body.reason, now: clock.now() }),
  );
  // Approving with a replacement or a refund is the conductor's (checkout's routes, decision 066).
}
