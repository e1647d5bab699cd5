import { hourText, PLACEHOLDER_PATTERN, placeholderKey, type PolicyPlaceholder, shipDaysText, isPolicyPlaceholder } from '@shop/shared/policy-placeholders';
import { addressLine, legalNameOf } from '@shop/shared/shop';
import { freeShippingClaim } from '@shop/shared/shipping-rates';
import type { DbOrTx } from '../../db/client.ts';
import { readClaimSettings } from '../claims/index.ts';
import { readShop } from '../settings/index.ts';
import { offeredRates, readShippingSettings } from '../shipping/index.ts';

/** Each placeholder's value as Markdown, or null when the shop has none (no phone, no free rate). */
export type PolicyFacts = Record<PolicyPlaceholder, string | null>;

/** Markdown's own characters in a setting are written as themselves, never as emphasis, links or headings. */
const asText = (value: string) => value.replace(/[\\`*_[\]()<>#!|~&{}+]/g, (char) => `\\${char}`);
const orNull = (value: string) => (value.trim() === '' ? null : value);

function zoneName(timeZone: string, now: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(now).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * What the policy pages' placeholders stand for today (docs/decisions/052-ready-to-open.md): read from the
 * store settings, the claim window, the shipping settings and the rates each time a page is shown, so a
 * changed setting changes the page at once.
 */
export async function readPolicyFacts({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<PolicyFacts> {
  const [shop, { windowDays }, shipping, rates] = await Promise.all([readShop({ db }), readClaimSettings({ db }), readShippingSettings({ db }), offeredRates({ db })]);
  const free = freeShippingClaim(rates);
  return {
    'shop name': asText(shop.name),
    'legal name': asText(legalNameOf(shop)),
    // An autolink: the address stays whole (the settings accept only an email address here).
    'contact email': shop.contactEmail ? `<${shop.contactEmail}>` : null,
    phone: orNull(asText(shop.phone)),
    'postal address': orNull(asText(addressLine(shop.address))),
    'claim window days': String(windowDays),
    'ship days': orNull(shipDaysText(shipping.shipDays)),
    'cut-off': `${hourText(shipping.cutoffHour)} ${zoneName(shipping.timeZone, now)}`,
    'hold below': `${shipping.holdBelowF} °F`,
    'hold above': `${shipping.holdAboveF} °F`,
    'free shipping': free,
  };
}

/**
 * The page's Markdown with each placeholder replaced by its value. A line holding a placeholder the shop has
 * no value for (no phone, no free rate) is left out whole, so no sentence is left half-said. A name the shop
 * does not know stays as written: saving refuses new ones, and an older page shows the owner where it is.
 */
export function fillPlaceholders(body: string, facts: PolicyFacts): string {
  if (!body.includes('{{')) return body;
  return body
    .split('\n')
    .filter((line) => ![...line.matchAll(PLACEHOLDER_PATTERN)].some((match) => {
      const key = placeholderKey(match[1]!);
      return isPolicyPlaceholder(key) && facts[key] === null;
    }))
    .map((line) =>
      line.replace(PLACEHOLDER_PATTERN, (whole, written: string) => {
        const key = placeholderKey(written);
        return isPolicyPlaceholder(key) ? (facts[key] ?? '') : whole;
      }),
    )
    .join('\n');
}
