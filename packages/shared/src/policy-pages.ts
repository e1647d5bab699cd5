// The shop's policy pages (decision 035): which there are and where the storefront shows them.
// Pure and zod-free: the storefront's shell imports it for its routes and footer.

export const POLICY_SLUGS = ['shipping', 'returns', 'privacy', 'terms', 'contact'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/**
 * Each page's address on the storefront. `/shipping` is the checkout's shipping step, so the shipping
 * policy lives at `/shipping-policy`.
 */
export const POLICY_PATHS: Readonly<Record<PolicySlug, string>> = {
  shipping: '/shipping-policy',
  returns: '/returns',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
};

/** What the footer calls each page (the owner names the page itself). */
export const POLICY_LINKS: Readonly<Record<PolicySlug, string>> = {
  shipping: 'Shipping',
  returns: 'Returns and arrival guarantee',
  privacy: 'Privacy',
  terms: 'Terms',
  contact: 'Contact us',
};

export const POLICY_TITLE_MAX = 120;
export const POLICY_BODY_MAX = 100_000;

export function isPolicySlug(slug: string): slug is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(slug);
}

/** A policy page as the API gives it and the storefront shows it. */
export interface PolicyPage {
  slug: PolicySlug;
  title: string;
  /** The owner's Markdown. */
  body: string;
  /** The Markdown rendered on the server: raw HTML escaped, unsafe links refused; the shipping page ends with today's rates. */
  html: string;
  /** Plain text from the page's start, at most 155 characters: the page's description for search results. */
  summary: string;
  /** ISO instant of the last save. */
  updatedAt: string;
}

/** The policy pages as the server-rendered storefront reads them (decision 015): from the database, one at a time. */
export interface PolicyPageSource {
  /** null when the page has not been written. */
  page(slug: PolicySlug): Promise<PolicyPage | null>;
}
