import { z } from 'zod';
import { EMAIL_PATTERN } from './common.ts';
import { accentProblem, phoneDigits, SOCIAL_NETWORKS } from './shop.ts';
import { isTimeZone } from './shop-time.ts';
import { US_STATE_CODES } from './states.ts';

/**
 * The shop's own name and words (docs/decisions/045-the-owners-store-settings.md): what every page, email,
 * packing slip and the payment page say the shop is. The owner edits them in Admin > Settings.
 */

const text = (max: number, label: string) => z.string({ error: `${label} must be text` }).trim().max(max, `${label}: at most ${max} characters`);
const PHONE = 'Enter a US phone number, e.g. (919) 555-0142';
const ZIP = 'Enter a 5-digit ZIP code (or ZIP+4)';

/** The shop's postal address: what US law asks every commercial email to carry, and where returns go. */
export const postalAddress = z.object({
  street1: text(100, 'Street').min(1, 'Enter the street address'),
  street2: text(100, 'Street line 2').default(''),
  city: text(60, 'City').min(1, 'Enter the city'),
  state: z.string({ error: 'Choose the state' }).trim().toUpperCase().refine((code) => US_STATE_CODES.includes(code), 'Choose the state'),
  zip: z.string({ error: ZIP }).trim().regex(/^\d{5}(-\d{4})?$/, ZIP),
});
export type PostalAddress = z.infer<typeof postalAddress>;

/** The shop's time zone, one setting for its days, its reports and its ship cut-off. */
export const timeZoneField = z
  .string({ error: "Choose the shop's time zone" })
  .trim()
  .min(1, "Choose the shop's time zone")
  .refine(isTimeZone, 'Choose a time zone such as America/New_York');

const httpsUrl = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Enter the full https:// address of the page');

/** What the owner saves in Admin > Settings (the logo is uploaded on its own). */
export const storeSettingsInput = z.object({
  name: text(60, 'Name').min(1, "Enter the shop's name"),
  /** The business's legal name for the policy pages and the footer; '' when it is the shop's name. */
  legalName: text(120, 'Legal name').default(''),
  tagline: text(140, 'Tagline').default(''),
  accentColour: z
    .string({ error: 'Choose a colour such as #1f3d2b' })
    .trim()
    .toLowerCase()
    .superRefine((value, ctx) => {
      const problem = accentProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** Where customers' replies go (every email's Reply-To); '' until the owner sets it. */
  contactEmail: z
    .string()
    .trim()
    .max(254, 'At most 254 characters')
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), 'Enter an email address such as hello@yourshop.com')
    .default(''),
  phone: z
    .string()
    .trim()
    .max(30, PHONE)
    .refine((value) => value === '' || phoneDigits(value) !== null, PHONE)
    .default(''),
  address: postalAddress.nullable().default(null),
  /** Network (one of SOCIAL_NETWORKS) to the https address of the shop's page there. */
  social: z
    .record(z.string(), httpsUrl)
    .refine((links) => Object.keys(links).every((network) => (SOCIAL_NETWORKS as readonly string[]).includes(network)), 'Social links are Instagram, Facebook, Pinterest, TikTok, YouTube or X')
    .default({}),
  timeZone: timeZoneField,
});
export type StoreSettingsInput = z.infer<typeof storeSettingsInput>;

export const shopLogo = z.object({
  /** The logo as a PNG with its transparency, at most 512 px on a side. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ShopLogo = z.infer<typeof shopLogo>;

/**
 * What every page and email may say about the shop: all of it is public. It travels in every page's HTML
 * (never fetched by the browser), so the first view's JavaScript does not grow.
 */
export const publicShop = z.object({
  name: z.string(),
  legalName: z.string(),
  tagline: z.string(),
  accentColour: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  address: postalAddress.nullable(),
  social: z.record(z.string(), z.string()),
  timeZone: z.string(),
  logo: shopLogo.nullable(),
});
export type PublicShop = z.infer<typeof publicShop>;

/** GET /api/admin/settings: the public part, and when the owner last saved it (null: never). */
export const storeSettingsView = publicShop.extend({ savedAt: z.string().nullable() });
export type StoreSettingsView = z.infer<typeof storeSettingsView>;

