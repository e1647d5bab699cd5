import { cartLines, expandedCartLine } from '@shop/shared/cart';
import { errorBody, idParam } from '@shop/shared/common';
import { productRefOf } from '@shop/shared/handles';
import {
  adminVariants,
  optionsInput,
  product,
  productCreate,
  productQuery,
  productUpdate,
  stockAdjustment,
  stockSettings,
  variantCreate,
  variantsGenerate,
  variantUpdate,
} from '@shop/shared/products';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminProduct, adminProductQuery, productBulk, productBulkResult } from '@shop/shared/product-status';
import { stockAdjustmentInput } from '@shop/shared/stock-ledger';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { adminOnly, requireAdmin } from '../../plugins/auth.ts';
import { createVariant, generateVariants } from './add-variants.ts';
import { bulkProducts } from './bulk-products.ts';
import { getAdminProduct, listAdminProducts } from './get-product.ts';
import { adjustStockBySku, adjustVariantStock } from './adjust-variant-stock.ts';
import type { JsonAnswer } from './catalogue-snapshot.ts';
import { expandCart } from './expand-cart.ts';
import { listVariants } from './list-variants.ts';
import { readCatalogue, readProduct } from './read-catalogue.ts';
import { removeVariant } from './remove-variant.ts';
import { createProduct, deleteProduct, updateProduct } from './save-product.ts';
import { setProductOptions } from './set-product-options.ts';
import { readStockSettings, saveStockSettings } from './stock-settings.ts';
import { updateVariant } from './update-variant.ts';

const tags = ['products'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const variantErrors = { ...adminErrors, 409: errorBody };
const variantParams = z.object({ id: idParam.shape.id, variantId: idParam.shape.id });

/** Catalogue reads are sent as prepared JSON bytes (the snapshot's, or serialized once), with their ETag. */
function sendJson(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  if (answer.total !== undefined) reply.header('x-total-count', answer.total);
  if (answer.etag !== '') {
    reply.header('etag', answer.etag);
    if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

export async function catalogRoutes(app: FastifyInstance, { db, catalogue, clock, config }: AppContext): Promise<void> {
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
      // Its number or its handle (decision 060); anything else names no product: 404, like an unknown one.
      const ref = productRefOf(request.params.id);
      if (ref === null) throw new NotFound('Product');
      return sendJson(request, reply, await readProduct({ db, catalogue, ref }));
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

  // The owner's list and page of products, drafts and archived ones too (docs/decisions/055-drafts-and-bulk-edit.md).
  r.get(
    '/api/admin/products',
    { onRequest: adminOnly, schema: { tags, summary: 'Every product with its status (active, draft, archived), or those of one status', querystring: adminProductQuery, response: { 200: z.array(adminProduct), 400: errorBody, 401: errorBody, 403: errorBody } } },
    async (request) => listAdminProducts({ db, status: request.query.status }),
  );

  r.get(
    '/api/admin/products/:id',
    { onRequest: adminOnly, schema: { tags, summary: 'One product as the owner edits it, a draft or an archived one too', params: idParam, response: { 200: adminProduct, ...adminErrors } } },
    async (request) => getAdminProduct({ db, id: request.params.id }),
  );

  r.post(
    '/api/admin/products/bulk',
    { onRequest: adminOnly, schema: { tags, summary: 'Publishes, unpublishes (to draft), archives or deletes several products, all or none', body: productBulk, response: { 200: productBulkResult, ...variantErrors } } },
    async (request) => {
      const admin = requireAdmin(request);
      return bulkProducts({ db, input: request.body, actor: { id: admin.id, email: admin.email }, address: request.ip, now: clock.now() });
    },
  );

  // The owner's variants of a product (decision 032): options, combinations, each one's SKU, price and stock.
  r.get(
    '/api/products/:id/variants',
    { onRequest: adminOnly, schema: { tags, summary: 'Every variant of a product, archived ones too', params: idParam, response: { 200: adminVariants, ...adminErrors } } },
    async (request) => listVariants({ db, productId: request.params.id }),
  );

  r.put(
    '/api/products/:id/options',
    { onRequest: adminOnly, schema: { tags, summary: "A product's options (at most three) and their values, in order", params: idParam, body: optionsInput, response: { 200: adminVariants, ...variantErrors } } },
    async (request) => setProductOptions({ db, productId: request.params.id, input: request.body }),
  );

  r.post(
    '/api/products/:id/variants',
    { onRequest: adminOnly, schema: { tags, summary: 'One more combination on sale, with its starting stock', params: idParam, body: variantCreate, response: { 201: adminVariants, ...variantErrors } } },
    async (request, reply) => reply.status(201).send(await createVariant({ db, productId: request.params.id, input: request.body })),
  );

  r.post(
    '/api/products/:id/variants/generate',
    { onRequest: adminOnly, schema: { tags, summary: 'Every combination of the options not yet on sale', params: idParam, body: variantsGenerate, response: { 200: adminVariants, ...variantErrors } } },
    async (request) => generateVariants({ db, productId: request.params.id, input: request.body }),
  );

  r.put(
    '/api/products/:id/variants/:variantId',
    { onRequest: adminOnly, schema: { tags, summary: "A variant's SKU, price, cap, picture, size; archive it or put it back on sale", params: variantParams, body: variantUpdate, response: { 200: adminVariants, ...variantErrors } } },
    async (request) => updateVariant({ db, productId: request.params.id, variantId: request.params.variantId, input: request.body }),
  );

  r.delete(
    '/api/products/:id/variants/:variantId',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Deletes a variant no order took; archives one that orders name',
        params: variantParams,
        response: { 200: z.object({ outcome: z.enum(['deleted', 'archived']), variants: adminVariants }), ...variantErrors },
      },
    },
    async (request) => removeVariant({ db, productId: request.params.id, variantId: request.params.variantId }),
  );

  r.post(
    '/api/products/:id/variants/:variantId/stock',
    { onRequest: adminOnly, schema: { tags, summary: "Changes a variant's stock by so many units (safe beside orders)", params: variantParams, body: stockAdjustment, response: { 200: adminVariants, ...variantErrors } } },
    async (request) => adjustVariantStock({ db, productId: request.params.id, variantId: request.params.variantId, input: { change: request.body.change, reason: request.body.reason, note: request.body.note, actorId: request.user?.id ?? null } }),
  );

  r.post(
    '/api/admin/stock-adjustments',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "Changes a variant's stock (by SKU) with a reason and a note, written to the stock ledger (safe beside orders)",
        body: stockAdjustmentInput,
        response: { 200: z.object({ sku: z.string(), onHand: z.number() }), ...variantErrors },
      },
    },
    async (request) => adjustStockBySku({ db, input: { ...request.body, actorId: request.user?.id ?? null } }),
  );

  // The shop's default low-stock threshold (decision 040): LOW_STOCK_THRESHOLD until the owner saves one.
  r.get(
    '/api/admin/stock-settings',
    { onRequest: adminOnly, schema: { tags, summary: "The shop's default low-stock threshold, for variants without their own", response: { 200: stockSettings, 401: errorBody, 403: errorBody } } },
    async () => readStockSettings({ db, fallback: config.lowStockThreshold }),
  );
  r.put(
    '/api/admin/stock-settings',
    { onRequest: adminOnly, schema: { tags, summary: "Changes the shop's default low-stock threshold", body: stockSettings, response: { 200: stockSettings, 400: errorBody, 401: errorBody, 403: errorBody } } },
    async (request) => saveStockSettings({ db, input: { ...request.body, now: clock.now() } }),
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
