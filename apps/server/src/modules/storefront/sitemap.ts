import type { DbOrTx } from '../../db/client.ts';
import { listProductDates } from '../catalog/list-product-dates.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function entry(loc: string, lastmod?: Date): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

/** sitemap.xml: the landing page, the grid and every product in the catalogue with when it last changed. */
export async function buildSitemap({ db, publicUrl }: { db: DbOrTx; publicUrl: string }): Promise<string> {
  const products = await listProductDates({ db });
  const newest = products.reduce<Date | undefined>(
    (latest, p) => (!latest || p.updatedAt > latest ? p.updatedAt : latest),
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(`${publicUrl}/`),
    entry(`${publicUrl}/products`, newest),
    ...products.map((product) => entry(`${publicUrl}/products/${product.id}`, product.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
