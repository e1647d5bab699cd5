import { createHash } from 'node:crypto';
import { plantSvg } from '../../seed/illustrate.ts';
import { plants } from '../../seed/plants.ts';
import { type ImageVariants, toVariants } from '../images/index.ts';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** The stored name of the illustration an imported plant without a picture gets. */
export function illustrationName(handle: string): string {
  return `art-${hashOf(handle).slice(0, 24)}`;
}

/**
 * The illustration of an imported plant whose picture is missing or could not be fetched (decision 040):
 * drawn by the demo's generator (seed/illustrate.ts) from one of its plants' habits, chosen and varied by
 * the handle, so the same handle always draws the same picture.
 */
export async function illustrate(handle: string): Promise<ImageVariants> {
  const hash = hashOf(handle);
  const model = plants[parseInt(hash.slice(0, 8), 16) % plants.length]!;
  return toVariants(Buffer.from(plantSvg({ ...model.art, seed: handle })));
}
