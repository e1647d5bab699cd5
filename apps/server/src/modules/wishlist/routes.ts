import { wishlist, wishlistChange } from '@shop/shared/accounts';
import { errorBody, id } from '@shop/shared/common';
import { MSG } from '@shop/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireSelfOrAdmin } from '../../plugins/auth.ts';
import { changeWishlist } from './change-wishlist.ts';
import { getWishlists } from './get-wishlists.ts';

const tags = ['wishlist'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** docs/product/api.md#errors: a wishlist call without a login fails with 'user is not logged in'. */
async function ownerOrAdmin(request: FastifyRequest): Promise<void> {
  requireSelfOrAdmin(request, Number((request.params as { id?: string }).id), MSG.notLoggedIn);
}

export async function wishlistRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/:id/wishlists',
    { onRequest: ownerOrAdmin, schema: { tags, params: z.object({ id }), response: { 200: z.array(wishlist), ...errors } } },
    async (request) => getWishlists({ db, userId: request.params.id }),
  );

  r.put(
    '/api/users/:id/wishlists/:wishlistId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        tags,
        summary: 'Adds or removes one product (idempotent)',
        params: z.object({ id, wishlistId: id }),
        body: wishlistChange,
        response: { 200: wishlist, ...errors },
      },
    },
    async (request) =>
      changeWishlist({ db, userId: request.params.id, wishlistId: request.params.wishlistId, input: request.body }),
  );
}
