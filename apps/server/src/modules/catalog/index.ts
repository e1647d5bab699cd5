/** The catalogue's public face (decisions 008, 017, 032): products and their variants as other modules read them, and the catalogue kept in memory. */
export { CatalogueCache, catalogueChanged, listenForCatalogueChanges } from './catalogue-cache.ts';
export { CatalogueSnapshot } from './catalogue-snapshot.ts';
export { findInStock } from './find-in-stock.ts';
export { getCareProfiles } from './get-care-profiles.ts';
export { getProduct, getProductsByIds } from './get-product.ts';
export { findMovedProduct } from './product-handles.ts';
export { listProductDates } from './list-product-dates.ts';
export { recordProductRating } from './record-product-rating.ts';
export { resolveVariants, UnknownProducts } from './resolve-variants.ts';
export { claimLowStock, type LowStockVariant } from './claim-low-stock.ts';
export { readStockSettings } from './stock-settings.ts';
export { variantPictures } from './variant-pictures.ts';
export { exportProducts, type ExportedProduct } from './export-products.ts';
export { applyImport, type ImageResolver, type ImportedProduct, type ImportedVariant, type ImportPlan, planImport, type RefusedProduct } from './import-products.ts';
export { type DemoProduct, type DemoProducts, type DemoProductsRemoved, readDemoProducts, removeDemoProducts } from './demo-products.ts';
