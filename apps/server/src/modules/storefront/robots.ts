/** Paths that are never worth a crawler's visit: private screens, the payment page and the API. */
export const PRIVATE_PATHS = ['/account', '/cart', '/shipping', '/confirmation', '/pay', '/api'] as const;

/** robots.txt: the shop is open to crawlers, its private paths are not, and the sitemap is named. */
export function robotsTxt({ publicUrl }: { publicUrl: string }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
