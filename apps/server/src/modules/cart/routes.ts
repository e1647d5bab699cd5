import { cartPurge, cartReplace, cartSetLine, storedCartLine } from '@shop/shared/cart';
import { errorBody, idParam } from '@shop/shared/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { selfOrAdmin } from '../../plugins/auth.ts';
import { getCart } from './get-cart.ts';
import { purgeCart } from './purge-cart.ts';
import { replaceCart } from './replace-cart.ts';
import { setCartLine } from './set-cart-line.ts';

const tags = ['cart'];
const response = { 200: z.array(storedCartLine), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The logged-in shopper's cart kept on the server: `/api/users/{id}/cart`, the user or an admin. */
export async function cartRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const url = '/api/users/:id/cart';

  r.get(url, { onRequest: selfOrAdmin, schema: { tags, summary: 'The stored cart lines', params: idParam, response } }, async (request) =>
    getCart({ db, userId: request.params.id }),
  );

  r.post(
    url,
    {
      onRequest: selfOrAdmin,
      schema: {
        tags,
        summary: 'Replaces the whole cart; an unknown product is a 404 naming it, a product listed twice a 400',
        params: idParam,
        body: cartReplace,
        response,
      },
    },
    async (request) => replaceCart({ db, userId: request.params.id, input: request.body }),
  );

  r.put(
    url,
    { onRequest: selfOrAdmin, schema: { tags, summary: 'Sets one line; 0 or less removes it', params: idParam, body: cartSetLine, response } },
    async (request) => setCartLine({ db, userId: request.params.id, input: request.body }),
  );

  r.delete(
    url,
    { onRequest: selfOrAdmin, schema: { tags, summary: "Empties the cart (body { action: 'purge' })", params: idParam, body: cartPurge, response } },
    async (request) => {
      await purgeCart({ db, userId: request.params.id });
      return getCart({ db, userId: request.params.id });
    },
  );
}
