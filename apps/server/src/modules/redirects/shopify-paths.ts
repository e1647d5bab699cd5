import { handleFromName } from '@shop/shared/handle-names';
import { POLICY_PATHS, type PolicySlug } from '@shop/shared/policy-pages';

/** Shopify's policy addresses (`/policies/<slug>`), each the shop's page that says the same. */
const SHOPIFY_POLICIES: Readonly<Record<string, PolicySlug>> = {
  'refund-policy': 'returns',
  'shipping-policy': 'shipping',
  'privacy-policy': 'privacy',
  'terms-of-service': 'terms',
  'legal-notice': 'terms',
  'contact-information': 'contact',
};

/** A Shopify page's slug (`/pages/<slug>`, the owner's words) to the policy page it is about, by its words. */
const PAGE_WORDS: readonly [RegExp, PolicySlug][] = [
  [/contact/, 'contact'],
  [/ship|deliver/, 'shipping'],
  [/return|refund|exchange|guarantee/, 'returns'],
  [/privacy|cookie/, 'privacy'],
  [/terms|legal/, 'terms'],
];

/**
 * Where a Shopify shop's own address lands here (docs/decisions/060-addresses-that-survive-the-move.md):
 * `/collections/all` the grid, `/collections/<handle>` the grid filtered by the tag of that handle,
 * `/collections/<handle>/products/<product>` the product, `/pages/<slug>` and `/policies/<slug>` the
 * policy page about the same, `/search?q=` the grid's search. Null: the address is not one of these, or
 * names nothing the shop has (a 404).
 */
export function shopifyPath(pathName: string, query: URLSearchParams, tagNames: () => readonly string[]): string | null {
  const parts = pathName.toLowerCase().replace(/\/+$/, '').split('/').slice(1);
  const [area, slug, more, product] = parts;
  if (area === 'collections') {
    if (more === 'products' && product && parts.length === 4) return `/products/${product}`;
    if (slug === undefined || slug === 'all') return '/products';
    if (parts.length !== 2) return null;
    const tag = tagNames().find((name) => handleFromName(name) === slug);
    return tag === undefined ? null : `/products?tag=${encodeURIComponent(tag)}`;
  }
  if (area === 'policies' && slug && parts.length === 2) {
    const policy = SHOPIFY_POLICIES[slug];
    return policy ? POLICY_PATHS[policy] : null;
  }
  if (area === 'pages' && slug && parts.length === 2) {
    const policy = PAGE_WORDS.find(([words]) => words.test(slug))?.[1];
    return policy ? POLICY_PATHS[policy] : null;
  }
  if (area === 'search' && parts.length === 1) {
    const words = (query.get('q') ?? '').trim().slice(0, 100);
    return words === '' ? '/products' : `/products?search=${encodeURIComponent(words)}`;
  }
  return null;
}
