/**
 * What pages say of the shop's settings without their zod contract (store-settings.ts), so the first view
 * stays light (docs/product/engineering.md, rule 5): the accent's contrast rule, the social networks, the
 * phone's digits, the legal name and the address on one line.
 */

/** The page background every accent colour is read against (Tailwind's cream-50 in apps/web/src/index.css). */
export const PAGE_BACKGROUND = '#fdfbf6';
/** The text colour on an accent-coloured button (the same cream). */
export const ON_ACCENT = '#fdfbf6';
/** WCAG 2.1 AA for normal text: the accent is used as link text on the page and behind button text. */
export const MIN_ACCENT_CONTRAST = 4.5;
/** The forest green the shop was drawn with. */
export const DEFAULT_ACCENT = '#1f3d2b';

const HEX = /^#[0-9a-f]{6}$/i;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG's contrast ratio of two `#rrggbb` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Why an accent colour cannot be read, or null when it can. */
export function accentProblem(hex: string): string | null {
  if (!HEX.test(hex)) return 'Choose a colour such as #1f3d2b';
  const ratio = contrastRatio(hex, PAGE_BACKGROUND);
  if (ratio >= MIN_ACCENT_CONTRAST) return null;
  return `This colour is too light to read on the shop's pages (contrast ${ratio.toFixed(1)}:1, needs ${MIN_ACCENT_CONTRAST}:1): choose a darker shade`;
}

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'pinterest', 'tiktok', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X',
};

/** Ten digits, with or without +1, spaces, dots, dashes and brackets. */
export function phoneDigits(phone: string): string | null {
  const digits = phone.replace(/[\s().-]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
  return /^[2-9]\d{9}$/.test(digits) ? digits : null;
}

/** `tel:` address of a phone number the settings accepted. */
export function telHref(phone: string): string {
  return `tel:+1${phoneDigits(phone) ?? ''}`;
}

/** The name the law and the footer use. */
export function legalNameOf(shop: { name: string; legalName: string }): string {
  return shop.legalName || shop.name;
}

/** The postal address on one line, or '' when none is set. */
export function addressLine(address: { street1: string; street2: string; city: string; state: string; zip: string } | null): string {
  if (!address) return '';
  return [address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`].filter(Boolean).join(', ');
}

/** The time zones a US shop is likely to keep its clock in; any other IANA zone is kept as it is. */
export const US_TIME_ZONES: readonly (readonly [string, string])[] = [
  ['America/New_York', 'Eastern (New York)'],
  ['America/Chicago', 'Central (Chicago)'],
  ['America/Denver', 'Mountain (Denver)'],
  ['America/Phoenix', 'Mountain, no daylight saving (Phoenix)'],
  ['America/Los_Angeles', 'Pacific (Los Angeles)'],
  ['America/Anchorage', 'Alaska (Anchorage)'],
  ['Pacific/Honolulu', 'Hawaii (Honolulu)'],
  ['America/Puerto_Rico', 'Atlantic (Puerto Rico)'],
];
