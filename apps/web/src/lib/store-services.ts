import type { CatalogueSource } from '@shop/shared/storefront';

/** What thunks reach through their `extra` argument: the catalogue is the API in the browser, memory on the server. */
export interface StoreServices {
  catalogue: CatalogueSource;
}
