import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ping } from '../../db/client.ts';

export async function healthRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await ping(db);
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
}
