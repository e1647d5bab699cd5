import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers of a response that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** Helmet's headers that only ever mattered to browsers nobody ships any more (decision 009). */
const LEGACY = new Set(['x-xss-protection', 'x-download-options', 'x-dns-prefetch-control', 'x-permitted-cross-domain-policies']);

/**
 * What every API answer, image and built asset carries: none of them is a page, so they need no
 * policy for scripts or framing beyond "nothing, and never in a frame" (OWASP's advice for REST APIs).
 */
const RESOURCE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Paths that never answer with a page: the API (but not its docs), images and the web app's hashed assets. */
function isResourcePath(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/images/') || url.startsWith('/assets/');
}

/**
 * Helmet's headers for pages (the web app's HTML, the test payment page, the API docs) and a short
 * set for everything else. Both are worked out once at start-up: @fastify/helmet builds helmet's
 * middleware again (and re-parses the CSP) on every request, which cost an eighth of a catalogue read,
 * and the twelve page headers on a JSON answer cost about 15% of the fastest reads (decision 009).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject('/');
  await probe.close();
  const documentHeaders = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !NOT_HELMET.has(name) && !LEGACY.has(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isResourcePath(request.url) ? RESOURCE_HEADERS : documentHeaders);
    done();
  });
}
