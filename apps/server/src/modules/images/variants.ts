/** An image name and which of its three variants a file name asks for. */
export type Variant = 'original' | 'webp' | 'lq';

const FILE = /^([a-z0-9][a-z0-9-]{0,80}?)(-lq_1\.webp|\.webp|\.jpg)$/;

export function parseImageFile(file: string): { name: string; variant: Variant } | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const [, name, suffix] = match;
  const variant: Variant = suffix === '.jpg' ? 'original' : suffix === '.webp' ? 'webp' : 'lq';
  return { name: name!, variant };
}

/** Shown until the admin uploads a picture, so no product is ever without an image. */
export const PLACEHOLDER_NAME = 'placeholder';

export function imageUrl(name: string): string {
  return `/images/${name}.jpg`;
}

export const CONTENT_TYPES: Record<Variant, string> = {
  original: 'image/jpeg',
  webp: 'image/webp',
  lq: 'image/webp',
};
