// The server-rendering bundle (decision 015): the Fastify server imports `render` from the build of this
// file (dist/server/entry-server.js) and hands it an address and its catalogue.
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderPage } from '@shop/shared/storefront';
import { AnnouncementBar } from './app/layout/announcement-bar.tsx';
import { routes, SERVER_RENDERED, type ServerRenderedId } from './app/router.tsx';
import { makeStore, SHELL_SLICES } from './app/store.ts';
import { toScriptJson } from './lib/safe-json.ts';
import { renderHead } from './server/page-head.ts';
import { SERVER_PAGES, shellHead } from './server/pages.ts';
import { loadOnServer } from './server/server-page.ts';
import { ShopFooter } from './server/shop-footer.tsx';

const handler = createStaticHandler(routes);

function isServerRendered(id: string | undefined): id is ServerRenderedId {
  return (SERVER_RENDERED as readonly string[]).includes(id ?? '');
}

export const render: RenderPage = async ({ url, publicUrl, catalogue, pages, shippingRates, claimWindowDays, shop, landing, announcement: sentences }) => {
  // Above every page, the browser's-only ones too; outside the app, so no script of the first view draws it (decision 049).
  const announcement = sentences.length > 0 ? renderToStaticMarkup(<AnnouncementBar sentences={sentences} />) : '';
  const request = new Request(new URL(url, publicUrl));
  const context = await handler.query(request);
  // No route loads data or redirects (the store does the loading), so the answer is always a context.
  if (context instanceof Response) throw new Error(`Unexpected ${context.status} response for ${url}`);
  const leaf = context.matches[context.matches.length - 1];
  const id = leaf?.route.id;
  const shopJson = toScriptJson(shop);
  const footer = renderToStaticMarkup(<ShopFooter shop={shop} />);
  // Private screens (account, cart, checkout, admin) are never rendered here: the browser renders them.
  if (!isServerRendered(id)) return { status: 200, head: renderHead(shellHead(shop), shop), html: '', state: '', shop: shopJson, footer, announcement };

  const page = SERVER_PAGES[id];
  const store = makeStore({ shop }, { catalogue });
  const pageRequest = { params: leaf!.params, search: new URL(request.url).searchParams, publicUrl, pages, shippingRates, claimWindowDays, shop, landing };
  await loadOnServer(store, page, pageRequest);
  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Provider>
    </StrictMode>,
  );
  const state = store.getState();
  const head = page.head(state, pageRequest);
  // The browser's store knows the shell's slices and, once the page's chunk is in, the page's own; state
  // for any other slice would be bytes it drops.
  const sent = Object.fromEntries([...SHELL_SLICES, ...(page.slices ?? [])].map((key) => [key, state[key]]));
  return { status: head.status, head: renderHead(head, shop), html, state: toScriptJson(sent), shop: shopJson, footer, announcement };
};
