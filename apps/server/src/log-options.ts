import type { FastifyLoggerOptions } from 'fastify';

/**
 * `/pay/{session}` is the test payment page's address, and whoever has it can pay or cancel that
 * checkout: the id is a bearer secret, so access logs show the path without it (decision 019).
 */
export function redactUrl(url: string): string {
  return url.replace(/^\/pay\/[^/?#]+/, '/pay/[redacted]');
}

/** What Fastify hands the request serializer: its own request (typed as the raw one). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Pino options for the shop's one JSON line per request; tests pass a stream to read the lines. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyLoggerOptions {
  return { level, serializers: { req: serializeRequest }, ...(stream && { stream }) };
}
