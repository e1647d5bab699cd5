import { productPath } from '@shop/shared/handles';
import { POLICY_PATHS } from '@shop/shared/policy-pages';
import type { DbOrTx } from '../../db/client.ts';
import { listProductDates } from '../catalog/index.ts';
import { listPolicyPages } from '../pages/index.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function entry(loc: string, lastmod?: Date): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

/**
 * sitemap.xml: the landing page, the grid and every product in the catalogue with when it last changed,
 * and the policy pages the shop has. The sitemap is kept until the catalogue changes, so the pages carry
 * no date that an edit would leave behind.
 */
export async function buildSitemap({ db, publicUrl }: { db: DbOrTx; publicUrl: string }): Promise<string> {
  const products = await listProductDates({ db });
  const policies = await listPolicyPages({ db });
  const newest = products.reduce<Date | undefined>(
    (latest, p) => (!latest || p.updatedAt > latest ? p.updatedAt : latest),
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(`${publicUrl}/`),
    entry(`${publicUrl}/products`, newest),
    ...products.map((product) => entry(`${publicUrl}${productPath(product)}`, product.updatedAt)),
    ...policies.map((page) => entry(`${publicUrl}${POLICY_PATHS[page.slug]}`)),
    '</urlset>',
    '',
  ].join('\n');
}
