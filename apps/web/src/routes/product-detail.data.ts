import { isProductAt, type ProductRef, productPath, productRefOf } from '@shop/shared/handles';
import type { Product } from '@shop/shared/products';
import { fetchProduct, fetchReviews, fetchSimilar, type ProductsRoot, resetProducts } from '../features/catalog/products-slice.ts';
import { shareImageUrl } from '../lib/images.ts';
import { formatDollars } from '../lib/money.ts';
import { documentTitle } from '../lib/use-title.ts';
import type { PageLoad, ServerPage, Settled } from '../server/server-page.ts';
import { absolute, breadcrumbs, priceText, productListing } from '../server/structured-data.ts';
import { notFoundHead } from './not-found.data.ts';


/**
 * A product page's plant and its recommendations, unless the store holds them (the server's, or the page
 * just shown) or knows there is no such plant. A card from the grid is shown meanwhile, and having its
 * tags, lets the recommendations load beside the plant.
 */
export const loadProduct = (ref: ProductRef | null): PageLoad<ProductsRoot> => async (dispatch, getState) => {
  const { singleProduct, products, notFound } = getState().products;
  if (ref === null || notFound === ref) return [];
  const similar = async (product: Product): Promise<Settled[]> =>
    getState().products.similarFor === product.id ? [] : [await dispatch(fetchSimilar(product))];
  // Its reviews are part of the page (decision 041): read beside the plant, unless the store has them.
  const reviews = async (productId: number): Promise<Settled[]> =>
    getState().products.reviews?.productId === productId ? [] : [await dispatch(fetchReviews({ productId }))];
  if (isProductAt(singleProduct, ref)) return [...(await similar(singleProduct)), ...(await reviews(singleProduct.id))];
  dispatch(resetProducts());
  const card = products.find((product) => isProductAt(product, ref));
  const besides = card ? similar(card) : Promise.resolve([]);
  // Read beside the plant when its number is known (the address's or the card's); at a handle alone, after it.
  const id = card?.id ?? (typeof ref === 'number' ? ref : 0);
  const read = id ? reviews(id) : null;
  const found = await dispatch(fetchProduct(ref));
  const plant = fetchProduct.fulfilled.match(found) ? found.payload : null;
  const after = !card && plant ? await similar(plant) : await besides;
  return [found, ...after, ...(read ? await read : plant ? await reviews(plant.id) : [])];
};

/** Up to 155 characters, cut at a word: about what a results page shows. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 155) return flat;
  return `${flat.slice(0, 154).replace(/\s+\S*$/, '')}…`;
}

/**
 * `/products/{handle}`, or docs/product's `/products/{id}`, on the server (decisions 038, 060): a merchant listing,
 * or the 404 page. Both are the same page, whose canonical address is its handle's.
 */
export const productPage: ServerPage = {
  load: ({ params }) => loadProduct(productRefOf(params.productId)),
  head({ products: state }, request) {
    const ref = productRefOf(request.params.productId);
    const plant = state.singleProduct;
    if (!isProductAt(plant, ref)) return notFoundHead(null, request);
    const { publicUrl } = request;
    const url = `${publicUrl}${productPath(plant)}`;
    const inStock = plant.qty > 0;
    // The owner's SEO title and description (a Shopify CSV's, decision 040) when set, as they wrote them.
    return {
      status: 200,
      title: documentTitle(plant.seoTitle ?? plant.name, request.shop),
      description:
        plant.seoDescription ??
        summary(`${plant.shortDescription || plant.description} ${formatDollars(plant.price)}, from ${request.shop.name}.`),
      canonical: url,
      preview: {
        type: 'product',
        title: plant.seoTitle ?? plant.name,
        url,
        image: absolute(publicUrl, shareImageUrl(plant.imageURL)),
        imageAlt: plant.name,
        price: { amount: priceText(plant.price), currency: 'USD', inStock },
      },
      structuredData: [
        productListing(publicUrl, request.shop, plant, url, request.claimWindowDays, request.shippingRates, state.reviews?.productId === plant.id ? state.reviews : null),
        breadcrumbs([
          { name: 'Home', url: `${publicUrl}/` },
          { name: 'Shop', url: `${publicUrl}/products` },
          { name: plant.name, url },
        ]),
      ],
    };
  },
};
