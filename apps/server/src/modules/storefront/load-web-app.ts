import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderPage } from '@shop/shared/storefront';

/** The built web app's index.html, cut where each page's parts go (see apps/web/index.html). */
export interface HtmlTemplate {
  compose(page: RenderedPage): string;
}

export interface WebApp {
  template: HtmlTemplate;
  render: RenderPage;
  /** Where the built files are served from; none when the pages come from source (tests). */
  staticRoot?: string | undefined;
}

const MARKERS = ['<!--ssr-head-->', '<!--ssr-announcement-->', '<!--ssr-html-->', '<!--ssr-footer-->', '<!--ssr-state-->'] as const;

export function parseTemplate(html: string): HtmlTemplate {
  const parts: string[] = [];
  let rest = html;
  for (const marker of MARKERS) {
    const at = rest.indexOf(marker);
    if (at < 0) throw new Error(`the web app's index.html has no ${marker}`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + marker.length);
  }
  const [start, afterHead, afterAnnouncement, afterHtml, afterFooter] = parts as [string, string, string, string, string];
  return {
    compose: (page) =>
      start +
      page.head +
      afterHead +
      page.announcement +
      afterAnnouncement +
      page.html +
      afterHtml +
      page.footer +
      afterFooter +
      `<script type="application/json" id="ssr-shop">${page.shop}</script>` +
      (page.state ? `<script type="application/json" id="ssr-state">${page.state}</script>` : '') +
      rest,
  };
}

/**
 * The built web app: its HTML template and its server-rendering bundle (`npm run build` makes both).
 * None when nothing is built (the API alone, as its tests run it).
 */
export async function loadWebApp(webDist: string): Promise<WebApp | null> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return null;
  const bundle = path.join(webDist, 'server', 'entry-server.js');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build`);
  const { render } = (await import(pathToFileURL(bundle).href)) as { render: RenderPage };
  return { template: parseTemplate(readFileSync(index, 'utf8')), render, staticRoot: webDist };
}
