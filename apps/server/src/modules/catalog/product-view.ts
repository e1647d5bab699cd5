import type { Product } from '@shop/shared/products';

/** A product row as the catalogue queries return it (tags already aggregated). */
export interface ProductRow {
  id: number;
  name: string;
  price_cents: number;
  qty: number;
  description: string;
  short_description: string;
  image_url: string;
  tags: { id: number; tagName: string }[] | string;
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
  };
}
