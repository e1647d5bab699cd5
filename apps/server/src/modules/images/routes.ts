import multipart from '@fastify/multipart';
import { errorBody } from '@shop/shared/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { BadRequest, HttpError, NotFound } from '../../errors.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { getImage } from './get-image.ts';
import { uploadHeroImage } from './upload-hero-image.ts';
import { MAX_UPLOAD_BYTES, UnsupportedImage, uploadImage } from './upload-image.ts';
import { CONTENT_TYPES, parseImageFile } from './image-sizes.ts';

export async function imageRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.get<{ Params: { file: string } }>('/images/:file', { schema: { hide: true } }, async (request, reply) => {
    const parsed = parseImageFile(request.params.file);
    if (!parsed) throw new NotFound('Image');
    const image = await getImage({ db, ...parsed });
    if (!image) throw new NotFound('Image');
    reply
      .header('content-type', CONTENT_TYPES[parsed.variant])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.send(image.body);
  });

  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/images',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['images'],
        summary: 'Upload a product image (multipart field `image`, JPEG, PNG or WebP, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ imageURL: z.string() }), 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send({ imageURL: await uploadImage({ db, file: await uploadedFile(request) }) }),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/images/hero',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['images'],
        summary: "Upload the landing page's hero picture (multipart field `image`, JPEG, PNG or WebP, at most 10 MB, at least 1200x675; cropped to 16:9)",
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ imageURL: z.string() }), 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send({ imageURL: await uploadHeroImage({ db, file: await uploadedFile(request) }) }),
  );
}

/** The one file of a multipart upload (field `image`), read whole. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new UnsupportedImage();
  const part = await request.file().catch(toHttpError);
  if (!part) throw new BadRequest('Attach an image file');
  return part.toBuffer().catch(toHttpError);
}

/**
 * Multipart's errors: 413 for a file over the limit, with our wording; anything else (a malformed or
 * truncated form, which the parser reports without a status) is the client's.
 */
function toHttpError(error: { statusCode?: number; message: string }): never {
  if (error.statusCode === 413) throw new HttpError(413, 'The image is larger than 10 MB');
  throw new BadRequest('The upload could not be read');
}
