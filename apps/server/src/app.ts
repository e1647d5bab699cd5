import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { AppContext, OutsideServices } from './context.ts';
import type { Database } from './db/client.ts';
import { startTableUpkeep } from './db/table-upkeep.ts';
import { loggerOptions } from './log-options.ts';
import { startMinuteSweep } from './jobs/minute-sweep.ts';
import { outsideServices } from './outside-services.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { resolveSession } from './modules/accounts/index.ts';
import { careRoutes } from './modules/care/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { CatalogueCache } from './modules/catalog/index.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { catalogCsvRoutes } from './modules/catalog-csv/routes.ts';
import { customersCsvRoutes } from './modules/customers-csv/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { checkoutReminderRoutes } from './modules/checkout-reminders/routes.ts';
import { claimRoutes } from './modules/claims/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { demoCatalogueRoutes } from './modules/demo-catalogue/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { launchRoutes } from './modules/launch/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { pageRoutes } from './modules/pages/routes.ts';
import { promoRoutes } from './modules/promos/routes.ts';
import { redirectRoutes } from './modules/redirects/routes.ts';
import { fulfilmentRoutes } from './modules/fulfilment/routes.ts';
import { pickupOrderRoutes } from './modules/checkout/index.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { StoreSettingsCache } from './modules/settings/index.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { shippingRoutes } from './modules/shipping/routes.ts';
import { stockAlertRoutes } from './modules/stock-alerts/routes.ts';
import { loadWebApp, type WebApp } from './modules/storefront/index.ts';
import { storefrontRoutes } from './modules/storefront/routes.ts';
import { taxRoutes } from './modules/tax/routes.ts';
import { taxReportRoutes } from './modules/tax-report/routes.ts';
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
  /** Request logs; tests turn them off, or read them from a stream. */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Where the shop reads the time; tests pass one they can move. */
  clock?: Clock;
  /** The storefront's pages; by default the build in `config.webDist`, if there is one. */
  web?: WebApp | null;
  /** Payments and mail (decision 037); by default made from `config`, once for this instance. */
  services?: OutsideServices;
}

/** Builds the whole shop as a Fastify instance without opening a port. */
export async function buildApp({ config, database, logger = true, clock = systemClock, web, services = outsideServices(config, clock, database.db) }: BuildOptions): Promise<FastifyInstance> {
  const { timeouts } = config;
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config.logLevel, logger === true ? undefined : logger.stream),
    trustProxy: config.trustProxy,
    // Slow clients are cut off (decision 019): Node's server checks the header and request deadlines
    // every second (its default, 30 s, would let a drip-fed body run half a minute past them).
    http: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1000 },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
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
        // No page of the shop uses <base>; an injected one could send every relative URL elsewhere.
        baseUri: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'The shop\'s API', version: '1.0.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const catalogue = await CatalogueCache.open(database);
  app.addHook('onClose', () => catalogue.close());
  const storeSettings = await StoreSettingsCache.open(database);
  app.addHook('onClose', () => storeSettings.close());
  const context: AppContext = { config, database, db: database.db, clock, catalogue, storeSettings, ...services };
  registerAuth(app, (token) => resolveSession({ db: context.db, token, now: clock.now() }));
  await app.register(async (scope) => healthRoutes(scope, context));
  const modules = [imageRoutes, catalogRoutes, catalogCsvRoutes, promoRoutes, accountRoutes, customersCsvRoutes, wishlistRoutes, cartRoutes, orderRoutes, checkoutRoutes, careRoutes, stockAlertRoutes, dashboardRoutes, shippingRoutes, taxRoutes, pageRoutes, taxReportRoutes, claimRoutes, reviewRoutes, settingsRoutes, notificationRoutes, demoCatalogueRoutes, launchRoutes, redirectRoutes, auditRoutes, fulfilmentRoutes, pickupOrderRoutes, checkoutReminderRoutes];
  for (const routes of modules) {
    await app.register(async (scope) => routes(scope, context));
  }

  const storefront = web !== undefined ? web : config.webDist ? await loadWebApp(config.webDist) : null;
  await app.register(async (scope) => storefrontRoutes(scope, context, storefront));

  const sweep = startMinuteSweep({ db: context.db, config, log: app.log, ...services }, clock, config.sweepIntervalMs);
  app.addHook('onClose', () => sweep.stop());
  const upkeep = startTableUpkeep(database, app.log);
  app.addHook('onClose', () => upkeep.stop());
  return app;
}
