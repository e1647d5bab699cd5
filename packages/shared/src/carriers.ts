// Carriers and their tracking numbers, for the admin's shipping form and the server alike. No zod here:
// the screens that show a tracking link stay light.
import { HIDDEN_TEXT_MESSAGE, hasHiddenCharacters } from './text.ts';

export const CARRIER_IDS = ['usps', 'ups', 'fedex', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIER_IDS)[number];

interface CarrierRule {
  name: string;
  /** The number as the carrier prints it, without spaces, upper-cased. */
  pattern: RegExp | null;
  hint: string;
  trackingUrl: ((number: string) => string) | null;
}

export const CARRIERS: Readonly<Record<Carrier, CarrierRule>> = {
  usps: {
    name: 'USPS',
    pattern: /^(\d{20}|\d{22}|[A-Z]{2}\d{9}US)$/,
    hint: '20 or 22 digits, or 13 characters like EC123456789US',
    trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  ups: {
    name: 'UPS',
    pattern: /^1Z[0-9A-Z]{16}$/,
    hint: '18 characters starting with 1Z',
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${n}`,
  },
  fedex: {
    name: 'FedEx',
    pattern: /^(\d{12}|\d{15}|\d{20}|\d{22})$/,
    hint: '12, 15, 20 or 22 digits',
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  },
  dhl: {
    name: 'DHL',
    pattern: /^(\d{10}|JJD\d{16,20}|GM\d{16,22})$/,
    hint: '10 digits, or starting with JJD or GM',
    trackingUrl: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}&submit=1`,
  },
  other: { name: 'Other carrier', pattern: null, hint: "the carrier's tracking page address (https://…)", trackingUrl: null },
};

/** Spaces and dashes people type between groups of digits go; letters are upper-cased. */
export function normalizeTrackingNumber(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * The tracking page of an 'other' carrier: https only (the link lands in an email and on the status page),
 * and never a quote or an angle bracket, which no real tracking address needs and which could end an
 * attribute or a tag wherever the address is written out (decision 025).
 */
const WEB_ADDRESS = /^https:\/\/[^\s/?#"'<>`]+\.[^\s/?#"'<>`]+[^\s"'<>`]*$/i;

export type TrackingCheck =
  | { ok: true; trackingNumber: string | null; trackingUrl: string }
  | { ok: false; field: 'trackingNumber' | 'trackingUrl'; message: string };

/**
 * A shipment's tracking, checked for its carrier: a known carrier's number in that carrier's format
 * (the link is the carrier's own page), or for 'other' a web address and, optionally, a number.
 */
export function checkTracking(carrier: Carrier, trackingNumber: string, trackingUrl: string): TrackingCheck {
  const rule = CARRIERS[carrier];
  if (!rule.pattern || !rule.trackingUrl) {
    const url = trackingUrl.trim();
    if (!WEB_ADDRESS.test(url) || url.length > 500) {
      return { ok: false, field: 'trackingUrl', message: 'Enter the tracking page address, starting with https://' };
    }
    const number = trackingNumber.trim();
    if (number.length > 60) return { ok: false, field: 'trackingNumber', message: 'A tracking number has at most 60 characters' };
    if (hasHiddenCharacters(number)) return { ok: false, field: 'trackingNumber', message: HIDDEN_TEXT_MESSAGE };
    return { ok: true, trackingNumber: number === '' ? null : number, trackingUrl: url };
  }
  const number = normalizeTrackingNumber(trackingNumber);
  if (!rule.pattern.test(number)) {
    return { ok: false, field: 'trackingNumber', message: `Enter a ${rule.name} tracking number: ${rule.hint}` };
  }
  return { ok: true, trackingNumber: number, trackingUrl: rule.trackingUrl(number) };
}
