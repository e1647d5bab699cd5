import type { Product, ProductQuery } from '@shop/shared/products';
import type { ProductReviews } from '@shop/shared/reviews';
import type { LandingView } from '@shop/shared/storefront-content';
import type { CatalogueSource } from '@shop/shared/storefront';
import { ApiError, api, apiPage } from '../../lib/api.ts';


function queryString(query: ProductQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of [value as unknown].flat()) if (one !== undefined) params.append(name, String(one));
  }
  return params.toString();
}

/** The catalogue through the paged API (`GET /api/products?q&tag&sort&offset&limit`). */
export const apiCatalogue: CatalogueSource = {
  page: (query) => apiPage<Product>(`/api/products?${queryString(query)}`),
  reviews: (productId, sort = 'newest') => api<ProductReviews>(`/api/products/${productId}/reviews?sort=${sort}`),
  async product(ref) {
    try {
      // A number or a handle: digits, letters and hyphens only (productRefOf), nothing to encode.
      return await api<Product>(`/api/products/${ref}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
};

/** The landing page as the owner made it, for a visit that starts on another page (decision 049). */
export const apiLanding = () => api<LandingView>('/api/landing');
