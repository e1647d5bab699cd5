import type { ProductCare } from '@shop/shared/care-labels';
import type { Product } from '@shop/shared/products';
import { sql } from 'drizzle-orm';

/** A product row as the catalogue queries return it (tags and care already aggregated). */
export interface ProductRow {
  id: number;
  name: string;
  price_cents: number;
  qty: number;
  description: string;
  short_description: string;
  image_url: string;
  max_per_order: number;
  tags: { id: number; tagName: string }[] | string;
  /** The care profile without its text, or null when the product has none. */
  care: Omit<ProductCare, 'careText'> | string | null;
  /** Selected only where the care text is answered (one product). */
  care_text?: string | null;
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

/** Dollars leave the server as numbers with two decimals; cents stay inside. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    price: row.price_cents / 100,
    qty: row.qty,
    description: row.description,
    shortDescription: row.short_description,
    imageURL: row.image_url,
    tags: typeof row.tags === 'string' ? (JSON.parse(row.tags) as Product['tags']) : row.tags,
    maxPerOrder: row.max_per_order,
    care: toCare(row),
  };
}
