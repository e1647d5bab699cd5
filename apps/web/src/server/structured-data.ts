import { toCents } from '@shop/shared/money';
import type { Product } from '@shop/shared/products';
import { shareImageUrl } from '../lib/images.ts';
import { SHOP_NAME } from '../lib/use-title.ts';

/** schema.org structured data (JSON-LD) for the pages search engines index (decision 015). */

const CONTEXT = 'https://schema.org';

/** An address on this shop, absolute; an image may already be absolute. */
export function absolute(publicUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;
}

/** '24.50': Google reads prices as text or numbers; text keeps the two decimals. */
export function priceText(dollars: number): string {
  return (toCents(dollars) / 100).toFixed(2);
}

export function organization(publicUrl: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SHOP_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
  };
}

/** The site, and how to search it: the grid's search (`/products?search=...`). */
export function webSite(publicUrl: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: `${publicUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/products?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A merchant listing: the product with one offer at today's price and stock, shipped free in the USA. */
export function productListing(publicUrl: string, product: Product, url: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.shortDescription || product.description,
    sku: String(product.id),
    image: [absolute(publicUrl, product.imageURL), absolute(publicUrl, shareImageUrl(product.imageURL))],
    url,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url,
      price: priceText(product.price),
      priceCurrency: 'USD',
      availability: product.qty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'USD' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
      },
    },
  };
}

export function breadcrumbs(items: { name: string; url: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
