import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpError, TooManyRequests } from '../errors.ts';
import { registerErrorHandler } from './errors.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/limited', async () => {
    throw new TooManyRequests(undefined, 17);
  });
  app.get('/plain-429', async () => {
    throw new HttpError(429, 'Slow down');
  });
  // What @fastify/rate-limit (or any plugin) does: a 429 error, sometimes with its own header set.
  app.get('/plugin-429', async () => {
    throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
  });
  app.get('/plugin-429-with-header', async (_request, reply) => {
    reply.header('retry-after', '5');
    throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('every 429 says when to try again', () => {
  test.each([
    ['/limited', '17'],
    ['/plain-429', '60'],
    ['/plugin-429', '60'],
    ['/plugin-429-with-header', '5'],
  ])('%s answers 429 with Retry-After: %s', async (url, seconds) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe(seconds);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
