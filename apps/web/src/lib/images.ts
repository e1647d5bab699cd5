/** SPEC section 3: the webp and low-quality variants come from swapping the image's extension. */
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
