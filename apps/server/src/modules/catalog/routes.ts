import { cartLines, expandedCartLine } from '@shop/shared/cart';
import { errorBody, idParam } from '@shop/shared/common';
import { product, productCreate, productQuery, productUpdate } from '@shop/shared/products';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { adminOnly } from '../../plugins/auth.ts';
import type { JsonAnswer } from './catalogue-snapshot.ts';
import { expandCart } from './expand-cart.ts';
import { readCatalogue, readProduct } from './read-catalogue.ts';
import { createProduct, deleteProduct, updateProduct } from './save-product.ts';

const tags = ['products'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Catalogue reads are sent as prepared JSON bytes (the snapshot's, or serialized once), with their ETag. */
function sendJson(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  if (answer.total !== undefined) reply.header('x-total-count', answer.total);
  if (answer.etag !== '') {
    reply.header('etag', answer.etag);
    if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

export async function catalogRoutes(app: FastifyInstance, { db, catalogue }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'The whole catalogue, or with a query one page of it (total in X-Total-Count)',
        querystring: productQuery,
        response: { 200: z.array(product), 400: errorBody },
      },
    },
    async (request, reply) => sendJson(request, reply, await readCatalogue({ catalogue, query: request.query })),
  );

  r.get(
    '/api/products/:id',
    { schema: { tags, params: z.object({ id: z.string() }), response: { 200: product, 404: errorBody } } },
    async (request, reply) => {
      // A malformed id names no product: 404, like an unknown one.
      const id = idParam.shape.id.safeParse(request.params.id);
      if (!id.success || !/^\d+$/.test(request.params.id)) throw new NotFound('Product');
      return sendJson(request, reply, await readProduct({ db, catalogue, id: id.data }));
    },
  );

  r.post(
    '/api/products',
    { onRequest: adminOnly, schema: { tags, body: productCreate, response: { 201: product, ...adminErrors } } },
    async (request, reply) => reply.status(201).send(await createProduct({ db, input: request.body })),
  );

  r.put(
    '/api/products/:id',
    { onRequest: adminOnly, schema: { tags, params: idParam, body: productUpdate, response: { 200: product, ...adminErrors, 409: errorBody } } },
    async (request) => updateProduct({ db, id: request.params.id, input: request.body }),
  );

  r.delete(
    '/api/products/:id',
    { onRequest: adminOnly, schema: { tags, params: idParam, response: { 204: z.null(), ...adminErrors } } },
    async (request, reply) => {
      await deleteProduct({ db, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/products/cart',
    {
      schema: {
        tags,
        summary: 'Stored cart lines with today\'s products, prices and stock',
        body: cartLines,
        response: { 200: z.array(expandedCartLine), 400: errorBody },
      },
    },
    async (request, reply) => sendJson(request, reply, await expandCart({ db, catalogue, lines: request.body })),
  );
}
