import type { PublicShop } from '@shop/shared/store-settings';
import { toScriptJson } from '../lib/safe-json.ts';

/** What a server-rendered page puts in its `<head>` (decision 015). */
export interface PageHead {
  status: number;
  /** The whole document title, as `useTitle` sets it in the browser. */
  title: string;
  description: string;
  /** Absolute; none for a page that should not be indexed at all. */
  canonical?: string | undefined;
  robots?: 'noindex' | 'noindex, follow' | undefined;
  /** Open Graph and Twitter card: a preview of the page where it is shared. */
  preview?: Preview | undefined;
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  structuredData?: object[] | undefined;
}

export interface Preview {
  type: 'website' | 'product';
  title: string;
  url: string;
  /** Absolute, 1200x630. */
  image: string;
  imageAlt: string;
  price?: { amount: string; currency: 'USD'; inStock: boolean } | undefined;
}

/** Text for an attribute or an element, with the five characters HTML gives meaning escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

function previewTags(preview: Preview, description: string, siteName: string): string[] {
  const tags = [
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', preview.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', preview.imageAlt),
  ];
  if (preview.price) {
    tags.push(
      meta('property', 'product:price:amount', preview.price.amount),
      meta('property', 'product:price:currency', preview.price.currency),
      meta('property', 'product:availability', preview.price.inStock ? 'in stock' : 'out of stock'),
    );
  }
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', preview.image),
    meta('name', 'twitter:image:alt', preview.imageAlt),
  );
  return tags;
}

/**
 * What every page's head says of the shop (decision 045): its icon (the owner's logo, else the leaf), and
 * its accent colour, which the stylesheet's buttons and links read (apps/web/src/index.css).
 */
function shopTags(shop: PublicShop): string[] {
  const icon = shop.logo
    ? [`<link rel="icon" href="${escapeHtml(shop.logo.url)}" type="image/png">`, `<link rel="apple-touch-icon" href="${escapeHtml(shop.logo.url)}">`]
    : ['<link rel="icon" href="/favicon.svg" type="image/svg+xml">'];
  // The settings only ever hold #rrggbb here; anything else would not reach a stylesheet.
  const accent = /^#[0-9a-f]{6}$/i.test(shop.accentColour) ? [`<style>:root{--color-accent:${shop.accentColour}}</style>`] : [];
  return [...icon, ...accent];
}

/** The head's page-specific elements and the shop's own, escaped. */
export function renderHead(head: PageHead, shop: PublicShop): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description), ...shopTags(shop)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.preview) tags.push(...previewTags(head.preview, head.description, shop.name));
  for (const data of head.structuredData ?? [])
    tags.push(`<script type="application/ld+json">${toScriptJson(data)}</script>`);
  return tags.join('\n    ');
}
