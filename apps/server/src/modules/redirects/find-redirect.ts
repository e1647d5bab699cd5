import { productRefOf } from '@shop/shared/handles';
import { redirectKey } from '@shop/shared/redirects';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { redirects } from '../../db/schema/redirects.ts';
import { findMovedProduct } from '../catalog/index.ts';
import { shopifyPath } from './shopify-paths.ts';

/**
 * Where an address with no page goes, 301, before the 404 page is answered
 * (docs/decisions/060-addresses-that-survive-the-move.md): the owner's redirect from that path, else the
 * page of the product whose old handle it is, else the shop's page for a Shopify shop's own address.
 * Null: the 404 page. The target is always a path of this shop, never made of the request's host.
 */
export async function findRedirect({
  db,
  url,
  tagNames,
}: {
  db: DbOrTx;
  /** Path and query, as the client asked for it. */
  url: string;
  /** The tags of the products on sale, for `/collections/<handle>`. */
  tagNames: () => readonly string[];
}): Promise<string | null> {
  const [pathName = '/', search = ''] = url.split(/\?(.*)/s);
  const [owners] = await db
    .select({ to: redirects.toPath })
    .from(redirects)
    .where(sql`lower(${redirects.fromPath}) = ${redirectKey(pathName)}`);
  if (owners) return owners.to;
  const moved = /^\/products\/([^/]+)\/?$/.exec(pathName);
  if (moved) {
    const ref = productRefOf(moved[1]!);
    const handle = typeof ref === 'string' ? await findMovedProduct({ db, handle: ref }) : null;
    if (handle) return `/products/${handle}${search ? `?${search}` : ''}`;
  }
  return shopifyPath(pathName, new URLSearchParams(search), tagNames);
}
