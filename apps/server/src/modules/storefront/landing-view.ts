import { DEFAULT_HERO_IMAGE, type LandingView } from '@shop/shared/storefront-content';
import type { Product } from '@shop/shared/products';
import type { CatalogueSnapshot } from '../catalog/index.ts';
import type { StorefrontContent } from '../pages/index.ts';

/** How many plants the landing features, and how many of the catalogue's own order it reads to find that many in stock. */
const FEATURED_SHOWN = 8;
const FEATURED_READ = 16;

/**
 * The plants the landing features (decision 049): the owner's, in their order, leaving out any sold out or
 * gone; with none chosen, or none of them in stock, the first in stock of the grid's 'Featured' order.
 */
function featuredPlants(chosen: readonly number[], snapshot: CatalogueSnapshot): Product[] {
  const inStock = (product: Product | undefined): product is Product => product !== undefined && product.qty > 0;
  const found = snapshot.products(chosen);
  const picked = chosen.map((id) => found.get(id)?.product).filter(inStock);
  if (picked.length > 0) return picked.slice(0, FEATURED_SHOWN);
  return snapshot.list({ limit: FEATURED_READ }).items.filter(inStock).slice(0, FEATURED_SHOWN);
}

/** The landing page as the shop shows it, from the owner's content and one moment of the catalogue. */
export function landingView(content: StorefrontContent, snapshot: CatalogueSnapshot): LandingView {
  return {
    eyebrow: content.eyebrow,
    headline: content.headline,
    subline: content.subline,
    buttonText: content.buttonText,
    buttonLink: content.buttonLink,
    heroImage: content.heroImage ?? DEFAULT_HERO_IMAGE,
    waysToShop: content.waysToShop,
    featured: featuredPlants(content.featured, snapshot),
  };
}
