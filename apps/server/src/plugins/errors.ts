import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { UNSTORABLE_TEXT, pgErrorCode } from '../db/errors.ts';
import { HttpError } from '../errors.ts';

const GENERIC = 'Something went wrong on our side. Please try again.';

/** DESIGN section 3: every error is `{ error }` JSON; anything unexpected is a logged, generic 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      return reply.status(400).send({ error: issues[0]?.message ?? 'Invalid request', issues });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (UNSTORABLE_TEXT.includes(pgErrorCode(error) ?? '')) {
      return reply.status(400).send({ error: 'The request contains characters that cannot be stored (such as NUL)' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientMessage(error) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: GENERIC });
  });
}

/** Fastify's own 4xx messages are safe to show; a few get a plainer wording. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    default:
      return error.message.slice(0, 200);
  }
}
