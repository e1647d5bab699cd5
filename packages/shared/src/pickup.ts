import { z } from 'zod';
import { US_STATE_CODES } from './states.ts';
import { hasHiddenCharacters, HIDDEN_TEXT_MESSAGE } from './text.ts';

// Local pickup (docs/decisions/067-local-pickup.md): the places a customer may collect an order at,
// kept by the owner, and what the checkout, the confirmation and the "ready" email say of them.

const shown = <T extends z.ZodType<string>>(schema: T) => schema.refine((text) => !hasHiddenCharacters(text), HIDDEN_TEXT_MESSAGE);
const line = (what: string, max: number) => shown(z.string({ error: `Enter the ${what}` }).trim().min(1, `Enter the ${what}`).max(max, `The ${what} has at most ${max} characters`));
const text = (what: string, max: number) => shown(z.string({ error: `The ${what} is text` }).trim().max(max, `The ${what} has at most ${max} characters`));

export const PICKUP_DAYS_MAX = 60;

/** What the owner types for a pickup location (POST and PUT /api/admin/pickup-locations). */
export const pickupLocationInput = z.object({
  name: line('name', 80),
  street1: line('street address', 200),
  street2: text('second address line', 200).default(''),
  city: line('city', 100),
  state: z.string({ error: 'Choose a state' }).trim().toUpperCase().refine((code) => US_STATE_CODES.includes(code), 'Choose a state the shop knows (a two-letter code such as TX)'),
  zip: z.string({ error: 'Enter a 5-digit ZIP code' }).trim().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code'),
  hours: text('opening hours', 500).default(''),
  instructions: text('instructions', 1000).default(''),
  daysToPrepare: z.coerce.number({ error: 'Days to prepare is a whole number' }).int('Days to prepare is a whole number').min(0, 'Days to prepare is 0 or more').max(PICKUP_DAYS_MAX, `Days to prepare is at most ${PICKUP_DAYS_MAX}`),
  active: z.boolean().default(true),
});
export type PickupLocationInput = z.infer<typeof pickupLocationInput>;

export const pickupLocation = z.object({
  id: z.number(),
  name: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  hours: z.string(),
  instructions: z.string(),
  daysToPrepare: z.number(),
  active: z.boolean(),
});
export type PickupLocation = z.infer<typeof pickupLocation>;

/** What the checkout offers and the confirmation says of where an order is collected. */
export const pickupPlace = pickupLocation.omit({ active: true });
export type PickupPlace = z.infer<typeof pickupPlace>;

/** The location's address on lines, as a slip, a page and an email show it. */
export function pickupAddressLines(place: Pick<PickupPlace, 'street1' | 'street2' | 'city' | 'state' | 'zip'>): string[] {
  return [place.street1, place.street2, `${place.city}, ${place.state} ${place.zip}`].filter((part) => part.trim() !== '');
}

/** "Ready for pickup from Tue, Dec 1; ...": the day an order placed then may be collected (days counted on the shop's calendar). */
export function pickupReadyText(readyOn: string | null, status: 'waiting' | 'ready' | 'picked-up' = 'waiting'): string {
  if (status === 'ready') return 'Ready for pickup now';
  if (status === 'picked-up') return 'Picked up';
  if (!readyOn) return "We'll email you when it's ready";
  const day = new Date(`${readyOn}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `Ready for pickup from ${day}; we'll email you when it's ready`;
}

/** The day `days` after `today` (both YYYY-MM-DD on the shop's calendar). */
export function addCalendarDays(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A pickup order's place and progress, as the owner's order page, the customer's status page, the
 * confirmation and the slip show it: where, its hours and what to bring, the day it should be ready, and
 * whether it is waiting, ready or picked up.
 */
export const orderPickup = pickupPlace.extend({
  readyOn: z.string().nullable(),
  status: z.enum(['waiting', 'ready', 'picked-up']),
  readyAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  /** The words for where it stands, written by the server so a screen adds no code: "Ready for pickup from Thu, Dec 3; ...". */
  text: z.string(),
});
export type OrderPickup = z.infer<typeof orderPickup>;
