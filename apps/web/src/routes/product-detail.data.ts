import type { Product } from '@shop/shared/products';
import { fetchProduct, fetchReviews, fetchSimilar, type ProductsRoot, resetProducts } from '../features/catalog/products-slice.ts';
import { shareImageUrl } from '../lib/images.ts';
import { formatDollars } from '../lib/money.ts';
import { documentTitle } from '../lib/use-title.ts';
import type { PageLoad, ServerPage, Settled } from '../server/server-page.ts';
import { absolute, breadcrumbs, priceText, productListing } from '../server/structured-data.ts';
import { notFoundHead } from './not-found.data.ts';

/** The product an address names: anything but a positive whole number names none. */
export function productIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A product page's plant and its recommendations, unless the store holds them (the server's, or the page
 * just shown) or knows there is no such plant. A card from the grid is shown meanwhile, and having its
 * tags, lets the recommendations load beside the plant.
 */
export const loadProduct = (id: number | null): PageLoad<ProductsRoot> => async (dispatch, getState) => {
  const { singleProduct, products, notFound } = getState().products;
  if (id === null || notFound === id) return [];
  const similar = async (product: Product): Promise<Settled[]> =>
    getState().products.similarFor === product.id ? [] : [await dispatch(fetchSimilar(product))];
  // Its reviews are part of the page (decision 041): read beside the plant, unless the store has them.
  const reviews = async (): Promise<Settled[]> => (getState().products.reviews?.productId === id ? [] : [await dispatch(fetchReviews({ productId: id }))]);
  if (singleProduct?.id === id) return [...(await similar(singleProduct)), ...(await reviews())];
  dispatch(resetProducts());
  const card = products.find((product) => product.id === id);
  const besides = card ? similar(card) : Promise.resolve([]);
  const read = reviews();
  const found = await dispatch(fetchProduct(id));
  const after = !card && fetchProduct.fulfilled.match(found) ? await similar(found.payload) : await besides;
  return [found, ...after, ...(await read)];
};

/** Up to 155 characters, cut at a word: about what a results page shows. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 155) return flat;
  return `${flat.slice(0, 154).replace(/\s+\S*$/, '')}…`;
}

/** `/products/{id}` on the server (decision 038): a merchant listing, or the 404 page. */
export const productPage: ServerPage = {
  load: ({ params }) => loadProduct(productIdOf(params.productId)),
  head({ products: state }, request) {
    const id = productIdOf(request.params.productId);
    const plant = state.singleProduct;
    if (id === null || plant?.id !== id) return notFoundHead(null, request);
    const { publicUrl } = request;
    const url = `${publicUrl}/products/${plant.id}`;
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
