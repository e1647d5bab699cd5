import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { POLICY_PATHS } from '@shop/shared/policy-pages';
import { freeShippingClaim } from '@shop/shared/shipping-rates';
import { announcementLine, landingView as landingViewShape } from '@shop/shared/storefront-content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { findRedirect } from '../redirects/index.ts';
import { landingView } from './landing-view.ts';
import type { WebApp } from './load-web-app.ts';
import { type Page, PageCache } from './page-cache.ts';
import { PageExtrasCache } from './page-extras.ts';
import { renderPage } from './render-page.ts';
import { robotsTxt } from './robots.ts';
import { buildSitemap } from './sitemap.ts';

/** Only the browser's files are served as they are: not the template, not the server bundle. */
function isPublicFile(pathName: string): boolean {
  return pathName !== '/index.html' && !pathName.startsWith('/server/') && !pathName.startsWith('/.vite/');
}

/**
 * The policy pages (decision 035) are rendered for every request: the owner's edits and the shipping rates
 * change them, and neither moves the catalogue's version, which is what empties the page cache.
 */
const POLICY_ADDRESSES = new Set(Object.values(POLICY_PATHS));

/** A page address as a client sent it, kept on this host (`//evil.example/x` is the path `/evil.example/x`). */
function pageAddress(url: string): string {
  return `/${url.replace(/^[/\\]+/, '')}`;
}

function send(request: FastifyRequest, reply: FastifyReply, page: Page, type: string): FastifyReply {
  reply.type(type).header('cache-control', 'no-cache').header('etag', page.etag);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  return reply.status(page.status).send(page.body);
}

/**
 * The storefront's pages (decision 015): every address that is not the API, an image or a file is a page
 * the web app renders on the server, kept per address until the catalogue, the shipping rates or the
 * storefront content change. Also the web app's files, robots.txt, sitemap.xml and the landing page's
 * content for the browser (decision 049).
 */
export async function storefrontRoutes(
  app: FastifyInstance,
  { config, db, database, catalogue, storeSettings }: AppContext,
  web: WebApp | null,
): Promise<void> {
  if (web?.staticRoot) {
    await app.register(fastifyStatic, {
      root: web.staticRoot,
      wildcard: false,
      index: false,
      allowedPath: isPublicFile,
      // Vite's hashed assets never change under their name; everything else is revalidated.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config)),
  );

  let sitemap: { version: number; page: Promise<Page> } | null = null;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { version } = await catalogue.current();
    if (sitemap?.version !== version) {
      const page = buildSitemap({ db, publicUrl: config.publicUrl }).then((xml) => {
        const body = Buffer.from(xml);
        return {
          status: 200,
          body,
          etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        };
      });
      sitemap = { version, page };
      page.catch(() => {
        if (sitemap?.page === page) sitemap = null;
      });
    }
    return send(request, reply, await sitemap.page, 'application/xml; charset=utf-8');
  });

  // The rates the offers' structured data and the announcement carry (decision 034) and the owner's storefront
  // content (decision 049), read again when either changes: then every kept page is dropped, as when the
  // catalogue's version moves.
  const extras = await PageExtrasCache.open(database);
  app.addHook('onClose', () => extras.close());

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/landing',
    { schema: { tags: ['storefront'], summary: 'The landing page as the shop shows it: the owner\'s words and picture, and the plants it features', response: { 200: landingViewShape } } },
    async () => landingView((await extras.current()).content, await catalogue.current()),
  );

  let pages = new PageCache();
  // What every kept page was rendered with besides the catalogue: the rates, the storefront content and the
  // shop's settings (decisions 045, 049).
  let pagesRenderedWith = '';
  app.setNotFoundHandler(async (request, reply) => {
    const pathName = request.url.split('?')[0]!;
    const isApi = pathName.startsWith('/api/') || pathName === '/api';
    // A missing file (an old build's chunk, an image) is a 404, not a page: pages have no extension.
    const isFile = path.posix.extname(pathName) !== '';
    if (!web || isApi || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: `No route for ${request.method} ${pathName}` });
    }
    const url = pageAddress(request.url);
    const snapshot = await catalogue.current();
    const [{ rates, content, claimWindowDays, fingerprint }, { shop, fingerprint: settings }] = await Promise.all([extras.current(), storeSettings.current()]);
    const render = () =>
      renderPage({
        web,
        db,
        snapshot,
        publicUrl: config.publicUrl,
        url,
        shippingRates: rates,
        claimWindowDays,
        shop,
        landing: async () => landingView(content, snapshot),
        announcement: announcementLine(content, freeShippingClaim(rates)),
      });
    if (`${fingerprint}\n${settings}` !== pagesRenderedWith) {
      pages = new PageCache();
      pagesRenderedWith = `${fingerprint}\n${settings}`;
    }
    const page = POLICY_ADDRESSES.has(pathName.replace(/\/+$/, '')) ? await render() : await pages.get(url, snapshot.version, render);
    if (page.status === 404) {
      // Before the 404 page: the owner's redirects, a renamed product's old handle, a Shopify shop's own
      // addresses (decision 060). The target is a path of this shop: a relative Location keeps the host.
      const target = await findRedirect({ db, url, tagNames: () => snapshot.tagNames() });
      if (target !== null) return reply.status(301).header('cache-control', 'no-cache').redirect(target, 301);
    }
    return send(request, reply, page, 'text/html; charset=utf-8');
  });
}
