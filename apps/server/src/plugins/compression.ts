import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
/** Below this, compressing saves less than the header costs. */
const MIN_BYTES = 1024;
const CACHE_LIMIT = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`br`, then `gzip`), ignoring any it refuses with q=0. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

async function bytesOf(payload: unknown): Promise<Buffer | null> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  }
  return null;
}

/**
 * gzip or brotli for text responses that carry an ETag (the web app's files, the HTML, the catalogue
 * reads): the same bytes under the same ETag always compress the same, so each is compressed once
 * (off the event loop) and kept. Anything without an ETag goes out as it is.
 */
export function registerCompression(app: FastifyInstance): void {
  const cache = new Map<string, Promise<Buffer>>();
  let cachedBytes = 0;

  const compressed = (key: string, encoding: Encoding, raw: Buffer): Promise<Buffer> => {
    let hit = cache.get(key);
    if (!hit) {
      hit =
        encoding === 'br'
          ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzipAsync(raw, { level: 6 });
      if (cachedBytes + raw.length > CACHE_LIMIT) {
        cache.clear();
        cachedBytes = 0;
      }
      cache.set(key, hit);
      // Counted at the uncompressed size: an upper bound, known before compressing.
      cachedBytes += raw.length;
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };

  const encode = async (request: FastifyRequest, reply: FastifyReply, payload: unknown, encoding: Encoding): Promise<unknown> => {
    const key = `${encoding} ${request.url} ${String(reply.getHeader('etag'))}`;
    let body = cache.get(key);
    if (body) {
      (payload as Partial<Readable> | null)?.destroy?.();
    } else {
      const raw = await bytesOf(payload);
      if (!raw || raw.length < MIN_BYTES) return raw ?? payload;
      body = compressed(key, encoding, raw);
    }
    const bytes = await body;
    reply.header('content-encoding', encoding).header('content-length', bytes.length);
    return bytes;
  };

  // Callback style, deciding synchronously: most answers are left alone without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return done(null, payload);
    if (typeof reply.getHeader('etag') !== 'string' || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    // Never compressed, so the same for every client (a file's size is only known once read).
    if ((Buffer.isBuffer(payload) || typeof payload === 'string') && payload.length < MIN_BYTES) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    encode(request, reply, payload, encoding).then((body) => done(null, body), done);
  });
}
