/** docs/product/api.md#shapes: the webp and low-quality variants come from swapping the image's extension. */
function stem(imageURL: string): string {
  const dot = imageURL.lastIndexOf('.');
  const slash = imageURL.lastIndexOf('/');
  return dot > slash ? imageURL.slice(0, dot) : imageURL;
}

export function webpUrl(imageURL: string): string {
  return `${stem(imageURL)}.webp`;
}

export function placeholderUrl(imageURL: string): string {
  return `${stem(imageURL)}-lq_1.webp`;
}

/** The 1200x630 picture for link previews (the product on the shop's background). */
export function shareImageUrl(imageURL: string): string {
  return `${stem(imageURL)}-share.jpg`;
}

/**
 * The WebP at the widths the server offers (400 and 800 pixels, and the 1070 of the picture itself), so a
 * phone downloads a fraction of what a wide screen does.
 */
export function webpSrcSet(imageURL: string): string {
  const base = stem(imageURL);
  return `${base}-400w.webp 400w, ${base}-800w.webp 800w, ${base}.webp 1070w`;
}
