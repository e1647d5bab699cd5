import { z } from 'zod';
import { SORTS } from './catalog.ts';
import { dollars, id, requiredText } from './common.ts';

export const MAX_PRICE = 10_000;

export const tag = z.object({ id: z.number(), tagName: z.string() });

export const product = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  qty: z.number(),
  description: z.string(),
  shortDescription: z.string(),
  imageURL: z.string(),
  tags: z.array(tag),
});
export type Product = z.infer<typeof product>;

const productFields = {
  name: requiredText('Name is required', 120),
  description: requiredText('Description is required', 4000),
  shortDescription: z.string().trim().max(200).optional(),
  price: dollars(0, MAX_PRICE, 'Price must be between 0 and 10000.00 in steps of 0.01'),
  imageURL: z.string().trim().max(500).optional(),
  tags: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
};

export const productCreate = z.object({
  ...productFields,
  qty: z.number({ error: 'Quantity must be at least 1' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(1_000_000),
});
export type ProductCreate = z.infer<typeof productCreate>;

export const productUpdate = z.object({
  ...productFields,
  qty: z.number({ error: 'Quantity must be at least 0' }).int('Quantity must be a whole number').min(0, 'Quantity must be at least 0').max(1_000_000),
});
export type ProductUpdate = z.infer<typeof productUpdate>;

/** Query of GET /api/products; with none of these the whole catalogue is returned. */
export const productQuery = z.object({
  q: z.string().max(100).optional(),
  tag: z.union([z.string().max(60), z.array(z.string().max(60)).max(20)]).optional(),
  sort: z.enum(SORTS).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type ProductQuery = z.infer<typeof productQuery>;

export const productIdParam = z.object({ id });
