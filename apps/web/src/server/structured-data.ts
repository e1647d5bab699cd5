import { toCents } from '@shop/shared/money';
import { POLICY_PATHS } from '@shop/shared/policy-pages';
import type { Product } from '@shop/shared/products';
import type { ProductReviews } from '@shop/shared/reviews';
import { type RateTerms, shippingCentsFor } from '@shop/shared/shipping-rates';
import { legalNameOf, SOCIAL_NETWORKS, telHref } from '@shop/shared/shop';
import type { PublicShop } from '@shop/shared/store-settings';
import { shareImageUrl } from '../lib/images.ts';

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

/** The shop as search engines know it (decision 045): its names, logo, contact, address and profiles. */
export function organization(publicUrl: string, shop: PublicShop): object {
  const profiles = SOCIAL_NETWORKS.map((network) => shop.social[network]).filter((url): url is string => Boolean(url));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: shop.name,
    ...(legalNameOf(shop) !== shop.name && { legalName: legalNameOf(shop) }),
    url: `${publicUrl}/`,
    logo: absolute(publicUrl, shop.logo?.url ?? '/favicon.svg'),
    ...(shop.contactEmail && { email: shop.contactEmail }),
    ...(shop.phone && { telephone: telHref(shop.phone).slice('tel:'.length) }),
    ...(shop.address && {
      address: {
        '@type': 'PostalAddress',
        streetAddress: [shop.address.street1, shop.address.street2].filter(Boolean).join(', '),
        addressLocality: shop.address.city,
        addressRegion: shop.address.state,
        postalCode: shop.address.zip,
        addressCountry: 'US',
      },
    }),
    ...(profiles.length > 0 && { sameAs: profiles }),
  };
}

/** The site, and how to search it: the grid's search (`/products?search=...`). */
export function webSite(publicUrl: string, shop: PublicShop): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: shop.name,
    url: `${publicUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/products?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * The shop's real return policy as Google's merchant listings read it (schema.org MerchantReturnPolicy on
 * the Offer, decision 052): the arrival guarantee's claim window in days, in the USA, at no cost to the
 * shopper, and the page that says so. No return method: a claim is a form and photos, the plant stays.
 */
export function returnPolicy(publicUrl: string, claimWindowDays: number): object {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'US',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: claimWindowDays,
    returnFees: 'https://schema.org/FreeReturn',
    merchantReturnLink: `${publicUrl}${POLICY_PATHS.returns}`,
  };
}

/**
 * What shipping this offer alone costs by each rate the shop offers (decision 034), as Google's merchant
 * listings read it: the rate's price (nothing when the offer's price reaches the rate's free-from
 * subtotal), to the USA, a business day of handling and the rate's transit days.
 */
export function shippingDetails(price: number, rates: readonly RateTerms[]): object[] {
  return rates.map((rate) => ({
    '@type': 'OfferShippingDetails',
    shippingLabel: rate.name,
    shippingRate: { '@type': 'MonetaryAmount', value: priceText(shippingCentsFor(rate, toCents(price)) / 100), currency: 'USD' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: rate.minDays, maxValue: rate.maxDays, unitCode: 'DAY' },
    },
  }));
}

/** One offer at today's price and stock, with what each shipping rate costs it and the returns policy. */
function offer(url: string, seller: string, price: number, qty: number, returns: object, rates: readonly RateTerms[]): object {
  const shipping = shippingDetails(price, rates);
  return {
    '@type': 'Offer',
    url,
    price: priceText(price),
    priceCurrency: 'USD',
    availability: qty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: seller },
    ...(shipping.length > 0 && { shippingDetails: shipping }),
    hasMerchantReturnPolicy: returns,
  };
}

/** Which schema.org property an option is: Google reads size, color, material and pattern from a variant. */
export function optionProperty(optionName: string): 'size' | 'color' | 'material' | 'pattern' {
  if (/size|height/i.test(optionName)) return 'size';
  if (/colou?r/i.test(optionName)) return 'color';
  if (/planter|pot|material/i.test(optionName)) return 'material';
  return 'pattern';
}

/**
 * A merchant listing. A plant sold in one way is a `Product` with one offer; a plant in several sizes or
 * planters is a `ProductGroup` whose `hasVariant` lists each variant on sale with its SKU, option values,
 * picture, own address (`?variant=`) and offer (decision 032).
 */
/** How many reviews the structured data carries beside the rating. */
const REVIEWS_IN_DATA = 5;

/**
 * `aggregateRating` and the first reviews, from published reviews only (decision 041); nothing for a plant
 * without any, as Google asks.
 */
function ratingData(product: Product, reviews: ProductReviews | null): object {
  const rating = reviews && reviews.summary.count > 0 ? reviews.summary : product.rating;
  if (!rating || rating.count === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
    ...(reviews && reviews.reviews.length > 0
      ? {
          review: reviews.reviews.slice(0, REVIEWS_IN_DATA).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.title ? { name: review.title } : {}),
            ...(review.body ? { reviewBody: review.body } : {}),
          })),
        }
      : {}),
  };
}

export function productListing(
  publicUrl: string,
  shop: PublicShop,
  product: Product,
  url: string,
  claimWindowDays: number,
  rates: readonly RateTerms[] = [],
  reviews: ProductReviews | null = null,
): object {
  const images = (imageURL: string) => [absolute(publicUrl, imageURL), absolute(publicUrl, shareImageUrl(imageURL))];
  const returns = returnPolicy(publicUrl, claimWindowDays);
  const base = {
    '@context': CONTEXT,
    name: product.name,
    description: product.shortDescription || product.description,
    url,
    brand: { '@type': 'Brand', name: shop.name },
    ...ratingData(product, reviews),
  };
  if (product.options.length === 0) {
    const only = product.variants.find((variant) => variant.id === product.defaultVariantId);
    return {
      ...base,
      '@type': 'Product',
      '@id': `${url}#product`,
      sku: only?.sku ?? String(product.id),
      image: images(product.imageURL),
      offers: offer(url, shop.name, product.price, product.qty, returns, rates),
    };
  }
  const properties = product.options.map((option) => optionProperty(option.name));
  return {
    ...base,
    '@type': 'ProductGroup',
    '@id': `${url}#product`,
    productGroupID: String(product.id),
    image: images(product.imageURL),
    variesBy: [...new Set(properties)].map((property) => `https://schema.org/${property}`),
    hasVariant: product.variants.map((variant) => {
      const variantUrl = `${url}?variant=${variant.id}`;
      return {
        '@type': 'Product',
        '@id': `${variantUrl}#product`,
        name: `${product.name} (${variant.title})`,
        sku: variant.sku,
        image: images(variant.imageURL ?? product.imageURL),
        url: variantUrl,
        ...Object.fromEntries(properties.map((property, index) => [property, variant.options[index]])),
        offers: offer(variantUrl, shop.name, variant.price, variant.qty, returns, rates),
      };
    }),
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
