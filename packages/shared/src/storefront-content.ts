import { z } from 'zod';
import { FILTER_GROUPS } from './catalog-filters.ts';
import { product } from './products.ts';
import { HIDDEN_TEXT_CHARACTERS, HIDDEN_TEXT_MESSAGE } from './text.ts';

/**
 * The owner's words on the storefront (decision 049): the landing page's hero, its featured plants and
 * ways to shop, and the announcement line above every page. The API's contracts; the storefront's first
 * view imports only the types.
 */

export const STOREFRONT_LIMITS = {
  eyebrow: 40,
  headline: 80,
  subline: 160,
  buttonText: 24,
  buttonLink: 300,
  announcement: 120,
  /** As many as the landing shows on a wide screen. */
  featured: 8,
} as const;

/** The picture the landing shows until the owner uploads one: the generated room of plants. */
export const DEFAULT_HERO_IMAGE = '/images/landing.jpg';

/**
 * Words that promise free shipping. The owner's own texts may not carry them: whether shipping is free is
 * the rates' to say, and the shop says it itself in the announcement line (docs/product/rules.md#shipping-claims).
 */
export const FREE_SHIPPING_WORDS = /\bfree\W+(?:\w+\W+){0,2}(?:shipping|delivery)\b|\b(?:ships?|shipping|shipped|delivery)\W+(?:\w+\W+){0,2}free\b/i;
export const FREE_SHIPPING_MESSAGE =
  'Leave free shipping out of your own words: the shop says it in the announcement line, from your shipping rates';

/** The query names a grid address may carry (docs/product/screens.md#grid-address). */
const GRID_PARAMS: ReadonlySet<string> = new Set(['search', 'sort', 'page', ...FILTER_GROUPS.map((group) => group.key)]);

/** Whether `link` is the grid, or the grid with a search or filters: `/products`, `/products?pets=safe&size=small`. */
export function isGridLink(link: string): boolean {
  const match = /^\/products(?:\?([^#\s]*))?$/.exec(link);
  if (!match) return false;
  return [...new URLSearchParams(match[1] ?? '').keys()].every((name) => GRID_PARAMS.has(name));
}

function ownText(label: string, max: number, { required }: { required: boolean }) {
  const text = z.string({ error: `${label} is text` }).trim();
  return (required ? text.min(1, `${label} is required`) : text)
    .max(max, `${label} can be at most ${max} characters`)
    .refine((value) => !HIDDEN_TEXT_CHARACTERS.test(value), HIDDEN_TEXT_MESSAGE)
    .refine((value) => !FREE_SHIPPING_WORDS.test(value), FREE_SHIPPING_MESSAGE);
}

/** PUT /api/admin/storefront: everything the owner sets, saved together. */
export const storefrontContentInput = z.object({
  eyebrow: ownText('The line above the headline', STOREFRONT_LIMITS.eyebrow, { required: false }),
  headline: ownText('The headline', STOREFRONT_LIMITS.headline, { required: true }),
  subline: ownText('The line under the headline', STOREFRONT_LIMITS.subline, { required: false }),
  buttonText: ownText("The button's text", STOREFRONT_LIMITS.buttonText, { required: true }),
  buttonLink: z
    .string({ error: 'Where the button goes is required' })
    .trim()
    .max(STOREFRONT_LIMITS.buttonLink, `Where the button goes can be at most ${STOREFRONT_LIMITS.buttonLink} characters`)
    .refine(isGridLink, "The button goes to the shop's grid: /products, or a filtered grid such as /products?pets=safe"),
  /** A picture uploaded through POST /api/images/hero; null: the default picture. */
  heroImage: z
    .string()
    .regex(/^\/images\/[a-z0-9][a-z0-9-]{0,80}\.jpg$/, 'Choose a picture uploaded to the shop')
    .nullable(),
  /** Product ids in the order the landing shows them; empty: the shop chooses (the first in stock). */
  featured: z
    .array(z.number({ error: 'A featured plant is a product id' }).int().positive().max(2_147_483_647), { error: 'The featured plants are a list of product ids' })
    .max(STOREFRONT_LIMITS.featured, `Feature at most ${STOREFRONT_LIMITS.featured} plants`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each plant can be featured once'),
  waysToShop: z.boolean({ error: 'Whether the ways to shop are shown is true or false' }),
  /** The owner's own line, shown after the shop's free-shipping sentence; '' for none. */
  announcement: ownText('The announcement', STOREFRONT_LIMITS.announcement, { required: false }),
  /** Whether the announcement line says when shipping is free (the sentence itself comes from the rates). */
  announceFreeShipping: z.boolean({ error: 'Whether free shipping is announced is true or false' }),
});
export type StorefrontContentInput = z.infer<typeof storefrontContentInput>;

/** What a new shop shows: the landing as it always was, without a claim the rates may not back. */
export const STOREFRONT_DEFAULTS: StorefrontContentInput = {
  eyebrow: 'Houseplants',
  headline: 'Your perfect plant, one click away',
  subline: 'transform your space, no green thumb needed',
  buttonText: 'SHOP NOW',
  buttonLink: '/products',
  heroImage: null,
  featured: [],
  waysToShop: true,
  announcement: '',
  announceFreeShipping: true,
};

const featuredPlant = z.object({ id: z.number(), name: z.string(), imageURL: z.string(), qty: z.number() });

/** GET and PUT /api/admin/storefront answer: what is saved, the featured plants by name, and the line the shop would show now. */
export const storefrontSettings = z.object({
  content: z.object({
    eyebrow: z.string(),
    headline: z.string(),
    subline: z.string(),
    buttonText: z.string(),
    buttonLink: z.string(),
    heroImage: z.string().nullable(),
    featured: z.array(z.number()),
    waysToShop: z.boolean(),
    announcement: z.string(),
    announceFreeShipping: z.boolean(),
  }),
  /** The featured plants still in the shop, in the owner's order. */
  featuredPlants: z.array(featuredPlant),
  /** The free-shipping sentence the rates give today (shown when `announceFreeShipping`); null: no rate is ever free. */
  freeShipping: z.string().nullable(),
  /** The announcement line as every page shows it now; empty: no line. */
  announcementLine: z.array(z.string()),
  /** null: never saved (the defaults). */
  updatedAt: z.string().nullable(),
});
export type StorefrontSettings = z.infer<typeof storefrontSettings>;
export type FeaturedPlant = z.infer<typeof featuredPlant>;

/** GET /api/landing: the landing page as the shop shows it, its featured plants chosen. */
export const landingView = z.object({
  eyebrow: z.string(),
  headline: z.string(),
  subline: z.string(),
  buttonText: z.string(),
  buttonLink: z.string(),
  /** The picture's address (its `.jpg`); the page asks for its WebP widths. */
  heroImage: z.string(),
  waysToShop: z.boolean(),
  featured: z.array(product),
});
export type LandingView = z.infer<typeof landingView>;

/** The announcement line's sentences: the shop's free-shipping one (when the owner shows it), then the owner's own. */
export function announcementLine(
  content: Pick<StorefrontContentInput, 'announcement' | 'announceFreeShipping'>,
  freeShipping: string | null,
): string[] {
  return [content.announceFreeShipping ? freeShipping : null, content.announcement || null].filter((part): part is string => part !== null);
}
