import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { UNSTORABLE_TEXT, pgErrorCode } from '../db/errors.ts';
import { BadRequest, HttpError, TooManyRequests } from '../errors.ts';

const GENERIC = 'Something went wrong on our side. Please try again.';

/** Every error is `{ error }` JSON (docs/product/api.md#errors); anything unexpected is a logged, generic 500. */
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
      if (error.statusCode === 429) retryAfter(reply, error instanceof TooManyRequests ? error.retryAfterSeconds : undefined);
      const issues = error instanceof BadRequest ? (error as BadRequest).issues : undefined;
      return reply.status(error.statusCode).send({ error: error.message, ...(issues && { issues }) });
    }
    if (UNSTORABLE_TEXT.includes(pgErrorCode(error) ?? '')) {
      return reply.status(400).send({ error: 'The request contains characters that cannot be stored (such as NUL)' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) retryAfter(reply);
      return reply.status(status).send({ error: clientMessage(error) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: GENERIC });
  });
}

/**
 * Every 429 says when to try again: the limit's own window, else what a plugin (such as
 * @fastify/rate-limit) already set, else a minute.
 */
function retryAfter(reply: FastifyReply, seconds?: number): void {
  if (seconds !== undefined) reply.header('retry-after', String(seconds));
  else if (!reply.hasHeader('retry-after')) reply.header('retry-after', '60');
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
