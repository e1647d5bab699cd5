import type { ProductCare } from '@shop/shared/care-labels';
import { chooseDefaultVariant, type Product, type ProductOption, type ProductVariant, variantTitle } from '@shop/shared/products';
import { SIZE_TAGS } from '@shop/shared/tags';
import { sql } from 'drizzle-orm';

/** A product row as the catalogue queries return it (tags and care already aggregated). */
export interface ProductRow {
  id: number;
  name: string;
  handle: string;
  description: string;
  short_description: string;
  image_url: string;
  tax_category: Product['taxCategory'];
  hardy: boolean;
  tags: { id: number; tagName: string }[] | string | null;
  /** The care profile without its text, or null when the product has none. */
  care: Omit<ProductCare, 'careText'> | string | null;
  /** Selected only where the care text is answered (one product). */
  care_text?: string | null;
  /** The page's SEO title and description: selected with the care text (a single product, and the snapshot's). */
  seo_title?: string | null;
  seo_description?: string | null;
  /** The owner's pick of default variant, or null. */
  picked_variant_id: number | null;
  options: ProductOption[] | string | null;
  variants: VariantRow[] | string | null;
  /** Published reviews: how many and the sum of their stars (product_ratings), or null for none. */
  rating: { count: number; total: number } | string | null;
}

interface VariantRow {
  id: number;
  sku: string;
  options: string[];
  price_cents: number;
  compare_at_cents: number | null;
  qty: number;
  max_per_order: number;
  image_url: string | null;
  size: ProductVariant['size'];
}

const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toVariant(row: VariantRow, productSize: ProductVariant['size']): ProductVariant {
  return {
    id: row.id,
    sku: row.sku,
    options: row.options,
    title: variantTitle(row.options),
    price: row.price_cents / 100,
    compareAtPrice: row.compare_at_cents === null ? null : row.compare_at_cents / 100,
    qty: row.qty,
    maxPerOrder: row.max_per_order,
    imageURL: row.image_url,
    size: row.size ?? productSize,
  };
}

/** `care` and `care_text` of product `p`, for the catalogue's queries. */
export function careOfP(withText: boolean) {
  return sql`(select json_build_object('petSafety', c.pet_safety, 'difficulty', c.difficulty, 'light', c.light,
      'waterEveryDays', c.water_every_days, 'humidity', c.humidity, 'tempMinF', c.temp_min_f, 'tempMaxF', c.temp_max_f,
      'sizeWhenGrown', c.size_when_grown) from care_profiles c where c.product_id = p.id) as care${withText ? sql`,
    (select c.care_text from care_profiles c where c.product_id = p.id) as care_text` : sql``}`;
}

/** The care as the API sends it, keys in the order of the response schema. */
function toCare(row: ProductRow): ProductCare | null {
  const care = typeof row.care === 'string' ? (JSON.parse(row.care) as Omit<ProductCare, 'careText'>) : row.care;
  if (!care) return null;
  const { petSafety, difficulty, light, waterEveryDays, humidity, tempMinF, tempMaxF, sizeWhenGrown } = care;
  const text = row.care_text == null ? {} : { careText: row.care_text };
  return { petSafety, difficulty, light, waterEveryDays, humidity, tempMinF, tempMaxF, sizeWhenGrown, ...text };
}

/** A product with its default variant's price, stock and cap, as docs/product's fields have them. */
export function withDefault(product: Omit<Product, 'price' | 'qty' | 'maxPerOrder' | 'defaultVariantId'>, picked: number | null): Product {
  const chosen = chooseDefaultVariant(product.variants, picked)!;
  const { id, name, handle, description, shortDescription, imageURL, tags, care, priceFrom, options, variants, taxCategory, hardy, rating, seoTitle, seoDescription } = product;
  // Keys in the order of the response schema: the snapshot's JSON is sent as it is.
  return {
    id, name, handle, price: chosen.price, qty: chosen.qty, description, shortDescription, imageURL, tags, maxPerOrder: chosen.maxPerOrder, care, priceFrom, options, variants, defaultVariantId: chosen.id, taxCategory, hardy, rating,
    ...(seoTitle === undefined ? {} : { seoTitle }),
    ...(seoDescription === undefined ? {} : { seoDescription }),
  };
}

/** The stars the grid and the product page show: the average to one decimal, and how many reviews. */
export function ratingOf(row: { count: number; total: number } | null): Product['rating'] {
  if (!row || row.count === 0) return null;
  return { average: Math.round((row.total * 10) / row.count) / 10, count: row.count };
}

/** Dollars leave the server as numbers with two decimals; cents stay inside. */
export function toProduct(row: ProductRow): Product {
  const tags = json(row.tags) ?? [];
  const size = (SIZE_TAGS as readonly string[]).find((name) => tags.some((tag) => tag.tagName === name)) as ProductVariant['size'] | undefined;
  const variants = (json(row.variants) ?? []).map((variant) => toVariant(variant, size ?? null));
  const product = {
    id: row.id,
    name: row.name,
    handle: row.handle,
    description: row.description,
    shortDescription: row.short_description,
    imageURL: row.image_url,
    tags,
    care: toCare(row),
    priceFrom: Math.min(...variants.map((variant) => variant.price)),
    options: json(row.options) ?? [],
    variants,
    taxCategory: row.tax_category,
    hardy: row.hardy,
    rating: ratingOf(json(row.rating)),
    ...(row.seo_title ? { seoTitle: row.seo_title } : {}),
    ...(row.seo_description ? { seoDescription: row.seo_description } : {}),
  };
  return withDefault(product, row.picked_variant_id);
}
