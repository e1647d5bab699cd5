import type { ProductStatus } from '@shop/shared/product-status';
import { asc, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import type { WeightUnit } from '@shop/shared/products';
import { knownImages, parseImageFile, PLACEHOLDER_NAME } from '../images/index.ts';
import { exportHandle, type ImportedProduct } from './import-products.ts';

/** A product as a CSV export writes it: an ImportedProduct, with its pictures as addresses. */
export type ExportedProduct = Omit<
  ImportedProduct,
  'row' | 'description' | 'tags' | 'seoTitle' | 'seoDescription'
> & {
  description: string;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  imageAlt: string;
  morePictures: { url: string; alt: string }[];
  vendor: string;
  productType: string;
  category: string;
};

interface Row {
  id: number;
  handle: string | null;
  name: string;
  description: string;
  image_url: string;
  seo_title: string | null;
  seo_description: string | null;
  status: ProductStatus;
  vendor: string | null;
  product_type: string | null;
  product_category: string | null;
  image_alt: string | null;
  pictures: { image_url: string; alt_text: string }[] | string | null;
  tags: string[] | string | null;
  options: { name: string; values: string[] }[] | string | null;
  variants:
    | {
        sku: string;
        options: string[];
        price_cents: number;
        compare_at_cents: number | null;
        qty: number;
        image_url: string | null;
        grams: number | null;
        weight_unit: WeightUnit | null;
        cost_cents: number | null;
        archived: boolean;
        id: number;
      }[]
    | string;
}

const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

type RowVariant = Exclude<Row['variants'], string>[number];

/**
 * What a product sells, as its export writes it: its variants on sale; for a draft or archived product with
 * nothing on sale, the newest variant of each combination, as publishing it would put back (decision 055).
 */
function variantsOf(all: readonly RowVariant[]): RowVariant[] {
  const onSale = all.filter((variant) => !variant.archived);
  if (onSale.length > 0) return onSale;
  const newest = new Map<string, RowVariant>();
  for (const variant of all) {
    const key = JSON.stringify(variant.options);
    if ((newest.get(key)?.id ?? -1) < variant.id) newest.set(key, variant);
  }
  return all.filter((variant) => newest.get(JSON.stringify(variant.options)) === variant);
}

/**
 * Every product, in id order, as a product CSV carries it (decisions 040, 061): drafts and archived ones with
 * their status; its handle (made from its name for one made in the admin), vendor, type and category; its
 * variants with their stock, weight and cost; and its pictures in order with their alt text, as the
 * addresses they were imported from or the shop's own `baseUrl/images/NAME.jpg`. The placeholder is no picture.
 */
export async function exportProducts({
  db,
  baseUrl,
}: {
  db: DbOrTx;
  baseUrl: string;
}): Promise<ExportedProduct[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.handle, p.name, p.description, p.image_url, p.seo_title, p.seo_description, p.status,
      p.vendor, p.product_type, p.product_category, p.image_alt,
      (select json_agg(json_build_object('image_url', pp.image_url, 'alt_text', pp.alt_text) order by pp.position)
        from product_pictures pp where pp.product_id = p.id) as pictures,
      (select json_agg(t.name order by t.id) from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p.id) as tags,
      (select json_agg(json_build_object('name', o.name, 'values', o.values) order by o.position) from product_options o where o.product_id = p.id) as options,
      (select json_agg(json_build_object('sku', v.sku, 'options', v.option_values, 'price_cents', v.price_cents,
          'compare_at_cents', v.compare_at_cents, 'qty', coalesce(s.on_hand, 0), 'image_url', v.image_url,
          'grams', v.grams, 'weight_unit', v.weight_unit, 'cost_cents', v.cost_cents,
          'archived', v.archived_at is not null, 'id', v.id) order by v.position, v.id)
        from product_variants v left join stock_levels s on s.variant_id = v.id
        where v.product_id = p.id) as variants
    from products p
    where exists (select 1 from product_variants v where v.product_id = p.id)
    order by p.id`,
  );
  const taken = new Set(
    (await db.select({ handle: products.handle }).from(products).orderBy(asc(products.id))).flatMap((row) =>
      row.handle ? [row.handle] : [],
    ),
  );
  const localName = (url: string | null) =>
    url?.startsWith('/images/') ? parseImageFile(url.slice('/images/'.length))?.name : undefined;
  const names = rows
    .flatMap((row) => [
      localName(row.image_url),
      ...(json(row.pictures) ?? []).map((picture) => localName(picture.image_url)),
      ...json(row.variants)!.map((variant) => localName(variant.image_url)),
    ])
    .filter((name): name is string => !!name);
  const sources = await knownImages({ db, names, sources: [] });
  const root = baseUrl.replace(/\/+$/, '');
  const address = (url: string) => {
    const name = localName(url);
    if (name === PLACEHOLDER_NAME) return null;
    return (name && sources.get(name)) || (url.startsWith('/') ? `${root}${url}` : url);
  };
  return rows.map((row) => {
    const handle = exportHandle(row, taken);
    taken.add(handle);
    return {
      handle,
      title: row.name,
      description: row.description,
      tags: json(row.tags) ?? [],
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      // An unpublished product keeps its sizes on sale for the owner; the file says it is not active.
      onSale: row.status === 'active',
      status: row.status,
      options: json(row.options) ?? [],
      image: address(row.image_url),
      imageAlt: row.image_alt ?? '',
      morePictures: (json(row.pictures) ?? []).flatMap((picture) => {
        const url = address(picture.image_url);
        return url ? [{ url, alt: picture.alt_text }] : [];
      }),
      vendor: row.vendor ?? '',
      productType: row.product_type ?? '',
      category: row.product_category ?? '',
      variants: variantsOf(json(row.variants)!).map((variant) => ({
        row: 0,
        sku: variant.sku,
        optionValues: variant.options,
        priceCents: variant.price_cents,
        compareAtCents: variant.compare_at_cents,
        qty: variant.qty,
        image: variant.image_url ? address(variant.image_url) : null,
        grams: variant.grams,
        weightUnit: variant.weight_unit,
        costCents: variant.cost_cents,
      })),
    };
  });
}
