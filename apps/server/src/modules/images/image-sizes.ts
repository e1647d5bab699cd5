/**
 * An image name and which of its variants a file name asks for: the three stored at upload, the link
 * preview, the WebP at narrower widths that pages offer small screens (`srcset`), and a logo's PNG.
 */
export type Variant = 'original' | 'webp' | 'lq' | 'share' | 'w400' | 'w800' | 'w1600' | 'png';

/** The widths of the narrower WebPs, by variant. */
export const WIDTHS = { w400: 400, w800: 800, w1600: 1600 } as const;

const SUFFIXES: Record<string, Variant> = {
  '.jpg': 'original',
  '.webp': 'webp',
  '-lq_1.webp': 'lq',
  '-share.jpg': 'share',
  '-400w.webp': 'w400',
  '-800w.webp': 'w800',
  '-1600w.webp': 'w1600',
  '.png': 'png',
};
const FILE = /^([a-z0-9][a-z0-9-]{0,80}?)(-lq_1\.webp|-share\.jpg|-(?:400|800|1600)w\.webp|\.webp|\.jpg|\.png)$/;

export function parseImageFile(file: string): { name: string; variant: Variant } | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const [, name, suffix] = match;
  return { name: name!, variant: SUFFIXES[suffix!]! };
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
  share: 'image/jpeg',
  w400: 'image/webp',
  w800: 'image/webp',
  w1600: 'image/webp',
  png: 'image/png',
};
