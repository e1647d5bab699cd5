import { handleFromName } from '@shop/shared/handle-names';
import type { Product } from '@shop/shared/products';

type PlantFields = Omit<Product, 'handle' | 'priceFrom' | 'options' | 'variants' | 'defaultVariantId' | 'taxCategory' | 'rating'> & { handle?: string; taxCategory?: Product['taxCategory']; rating?: Product['rating'] };

/**
 * A plant as the API answers it when it is sold in one size: one variant, carrying the plant's price,
 * stock and cap, whose id is the product's (as the migration made them, decision 032).
 */
export function onePlant(fields: PlantFields): Product {
  return {
    taxCategory: 'plant',
    rating: null,
    // Its name's handle, as the shop makes one (decision 060).
    handle: handleFromName(fields.name),
    ...fields,
    priceFrom: fields.price,
    options: [],
    variants: [
      {
        id: fields.id,
        sku: `SKU-${fields.id}`,
        options: [],
        title: '',
        price: fields.price,
        compareAtPrice: null,
        qty: fields.qty,
        maxPerOrder: fields.maxPerOrder,
        imageURL: null,
        size: null,
      },
    ],
    defaultVariantId: fields.id,
  };
}
