import { errorBody } from '@shop/shared/common';
import { storeSettingsInput, storeSettingsView } from '@shop/shared/store-settings';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { BadRequest, HttpError } from '../../errors.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { readStoreSettings } from './read-store-settings.ts';
import { saveStoreSettings } from './save-store-settings.ts';
import { removeStoreLogo, setStoreLogo } from './store-logo.ts';

const tags = ['settings'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody };
/** A logo file: larger than any logo needs, far smaller than a photo upload's 10 MB. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export async function settingsRoutes(app: FastifyInstance, { db, clock }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/settings',
    { onRequest: adminOnly, schema: { tags, summary: "The shop's name, words, contact, address and time zone", response: { 200: storeSettingsView, ...adminErrors } } },
    async () => readStoreSettings({ db }),
  );

  r.put(
    '/api/admin/settings',
    { onRequest: adminOnly, schema: { tags, summary: "Save the shop's name, words, contact, address and time zone", body: storeSettingsInput, response: { 200: storeSettingsView, ...adminErrors } } },
    async (request) => saveStoreSettings({ db, input: request.body, now: clock.now() }),
  );

  await app.register(multipart, { limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 2, parts: 3 } });
  r.put(
    '/api/admin/settings/logo',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Upload the logo (multipart field `logo`: JPEG, PNG or WebP, at most 2 MB); also the favicon and the emails\' logo',
        consumes: ['multipart/form-data'],
        response: { 200: storeSettingsView, ...adminErrors, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the logo as multipart/form-data');
      const part = await request.file().catch(toHttpError);
      if (!part) throw new BadRequest('Attach the logo file');
      const file = await part.toBuffer().catch(toHttpError);
      return setStoreLogo({ db, file, now: clock.now() });
    },
  );

  r.delete(
    '/api/admin/settings/logo',
    { onRequest: adminOnly, schema: { tags, summary: 'Remove the logo', response: { 200: storeSettingsView, ...adminErrors } } },
    async () => removeStoreLogo({ db, now: clock.now() }),
  );
}

function toHttpError(error: { statusCode?: number; message: string }): never {
  if (error.statusCode === 413) throw new HttpError(413, 'The logo is larger than 2 MB');
  throw new BadRequest('The upload could not be read');
}
