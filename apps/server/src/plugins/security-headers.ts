import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers of a response that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's headers on every response, worked out once at start-up: @fastify/helmet builds helmet's
 * middleware again (and re-parses the CSP) on every request, which cost an eighth of a catalogue read.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject('/');
  await probe.close();
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !NOT_HELMET.has(name)));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
