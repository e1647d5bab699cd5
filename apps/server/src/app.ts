import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { promoRoutes } from './modules/promos/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the access-control test's completeness check. */
    routeList: RouteEntry[];
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Request logs; tests turn them off. */
  logger?: boolean;
}

/** Builds the whole shop as a Fastify instance without opening a port. */
export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeList.push({ method, url: route.url });
    }
  });

  registerCompression(app);
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Houseplant Shop API', version: '1.0.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const context: AppContext = { config, database, db: database.db };
  registerAuth(app, context.db);
  await app.register(async (scope) => healthRoutes(scope, context));
  const modules = [imageRoutes, catalogRoutes, promoRoutes, accountRoutes, wishlistRoutes, cartRoutes, orderRoutes, paymentRoutes, dashboardRoutes];
  for (const routes of modules) {
    await app.register(async (scope) => routes(scope, context));
  }

  await registerWebApp(app, config.webDist);
  return app;
}

/** Serves the built web app; any non-API path falls back to it so client routes deep-link. */
async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Vite's hashed assets never change under their name; everything else is revalidated.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The HTML every client route gets, kept in memory: a rebuilt web app needs a restart anyway,
  // as its new hashed assets are only served once the server has listed them.
  const indexHtml = hasWeb ? readFileSync(path.join(webDist, 'index.html')) : null;
  const indexEtag = indexHtml && `W/"${createHash('sha1').update(indexHtml).digest('base64url').slice(0, 20)}"`;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // A missing file (robots.txt, an old build's chunk) is a 404, not the app's HTML: client routes have no extension.
    const isFile = path.posix.extname(request.url.split('?')[0]!) !== '';
    if (isApi || isFile || !indexHtml || request.method !== 'GET') {
      return reply.status(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}` });
    }
    reply.header('cache-control', 'no-cache').header('etag', indexEtag);
    if (request.headers['if-none-match'] === indexEtag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(indexHtml);
  });
}
