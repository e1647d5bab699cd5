import type { ClaimPhotoKind } from '@shop/shared/claims';
import { MAX_CLAIM_PHOTOS, MAX_PHOTO_MB } from '@shop/shared/claims';
import type { FastifyRequest } from 'fastify';
import { BadRequest, HttpError } from '../../errors.ts';
import { UnsupportedPhoto } from '../images/index.ts';

/** The file fields a claim's form sends, and what each photo shows. */
const FILE_KINDS: Record<string, ClaimPhotoKind> = { closeUp: 'close-up', distance: 'distance', photo: 'other' };

export interface ClaimForm {
  fields: Record<string, string>;
  photos: { kind: ClaimPhotoKind; file: Buffer }[];
}

/** The multipart parser's limits for a claim's form (the route registers @fastify/multipart with them). */
export const CLAIM_FORM_LIMITS = { fileSize: MAX_PHOTO_MB * 1024 * 1024, files: MAX_CLAIM_PHOTOS, fields: 8, parts: MAX_CLAIM_PHOTOS + 8, fieldSize: 8 * 1024 };

/**
 * Reads a claim's multipart form: its text fields, and up to four photos from the file fields `closeUp`,
 * `distance` and `photo`. The parser's errors become the customer's words: a photo over 15 MB is a 413,
 * a fifth photo or a malformed form a 400. Empty file inputs (a browser sends them) are skipped.
 */
export async function readClaimForm(request: FastifyRequest): Promise<ClaimForm> {
  if (!request.isMultipart()) throw new UnsupportedPhoto('Send the claim as a form (multipart/form-data) with its photos');
  const form: ClaimForm = { fields: {}, photos: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const kind = FILE_KINDS[part.fieldname];
      const file = await part.toBuffer();
      if (!kind) throw new BadRequest(`Unknown file field ${part.fieldname}: send photos as closeUp, distance or photo`);
      if (file.length > 0) form.photos.push({ kind, file });
    }
  } catch (error) {
    throw formError(error);
  }
  return form;
}

function formError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, `A photo must be at most ${MAX_PHOTO_MB} MB`);
  if (code === 'FST_FILES_LIMIT') return new BadRequest(`At most ${MAX_CLAIM_PHOTOS} photos`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new BadRequest('The form has too many fields');
  return new BadRequest('The form could not be read');
}
