import { isProductAt, productRefOf } from '@shop/shared/handles';
import { Suspense, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router';
import { mostInCart } from '@shop/shared/cart-rules';
import { variantOf } from '@shop/shared/variants';
import { Button } from '../components/ui/button.tsx';
import { ChevronLeftIcon, TruckIcon } from '../components/ui/icons.tsx';
import { ProductImage } from '../components/ui/product-image.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { selectAuth } from '../features/auth/auth-slice.ts';
import { quantityInCart, selectCart } from '../features/cart/cart-slice.ts';
import { LazyDeliveryCheck } from '../features/delivery/components/lazy-delivery-check.tsx';
import { useAddToCart } from '../features/cart/use-add-to-cart.ts';
import { CareCardSlot } from '../features/catalog/components/care-card-slot.tsx';
import { ProductDescription } from '../features/catalog/components/product-description.tsx';
import { ReviewsSlot } from '../features/catalog/components/reviews-slot.tsx';
import { SimilarCarousel } from '../features/catalog/components/similar-carousel.tsx';
import { TagListSlot } from '../features/catalog/components/tag-list-slot.tsx';
import { VariantPicker } from '../features/catalog/components/variant-picker.tsx';
import { fetchReviews, nextSimilarPage, previousSimilarPage, selectProducts } from '../features/catalog/products-slice.ts';
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart.tsx';
import { BackInStockSlot } from '../features/stock-alerts/components/back-in-stock-slot.tsx';
import { fetchWishlist, selectWishlist } from '../features/wishlist/wishlist-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { formatDollars } from '../lib/money.ts';
import { useTitle } from '../lib/use-title.ts';
import { NotFoundPage } from './not-found.tsx';
import { loadProduct } from './product-detail.data.ts';

export function ProductDetailPage() {
  const dispatch = useAppDispatch();
  const ref = productRefOf(useParams().productId);
  const [params, setParams] = useSearchParams();
  const { products, singleProduct, reviews, notFound, similar, similarFor, similarPage, status } = useSelector(selectProducts);
  const cart = useSelector(selectCart);
  const session = useSelector(selectAuth);
  const user = session.auth;
  const userId = user.id ?? null;
  // A stored token whose user is still being checked (just after the page loads): not a guest yet.
  const checkingSession = session.token !== '' && userId === null && session.status !== 'failed';
  const wishlist = useSelector(selectWishlist);
  const addToCart = useAddToCart(userId);

  // The grid's card is shown at once while the page reads the product itself.
  const loaded = isProductAt(singleProduct, ref);
  const product = loaded ? singleProduct : products.find((candidate) => isProductAt(candidate, ref));
  const missing = !product && (ref === null || notFound === ref || status === 'failed');
  useTitle(product ? (product.seoTitle ?? product.name) : missing ? 'Page not found' : 'Plant');

  // The server renders the page with the same load, so a page it sent is not read again.
  useEffect(() => {
    void dispatch(loadProduct(ref));
  }, [dispatch, ref]);

  useEffect(() => {
    if (userId && wishlist.wishlist === null && wishlist.status !== 'loading')
      void dispatch(fetchWishlist(userId));
  }, [dispatch, userId, wishlist.wishlist, wishlist.status]);

  if (!product) {
    // docs/product's 404 page: an unknown or deleted plant is a page that is not there (the server answers 404).
    if (missing) return <NotFoundPage />;
    return <PageSpinner label="Loading plant" />;
  }
  const recommended = similarFor === product.id ? similar : [];

  // The size and planter in the address (?variant=), else the default: the server renders the same (decision 032).
  const asked = Number(params.get('variant'));
  const variant = product.variants.find((candidate) => candidate.id === asked) ?? variantOf(product);
  const price = variant?.price ?? product.price;
  const qty = variant?.qty ?? product.qty;
  const imageURL = variant?.imageURL ?? product.imageURL;
  const inCart = quantityInCart(cart, product.id, variant?.id ?? null);
  const soldOut = qty <= 0;
  const allInCart = !soldOut && inCart >= mostInCart(variant ?? product);
  const choose = (next: { id: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('variant', String(next.id));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-8 sm:px-6 sm:pt-8 lg:px-8">
      <Link
        to="/products"
        className="inline-flex items-center gap-1 rounded-full py-1 pr-3 text-sm text-muted hover:text-forest-900"
      >
        <ChevronLeftIcon className="size-4" /> Back to shop
      </Link>
      <div className="mt-4 grid gap-6 sm:mt-6 md:grid-cols-2 md:gap-10 lg:gap-16">
        {/* Hydrated region by region, in this order: the picture, the buy box, the story under it, then the
            reviews and similar plants (decision 063). A boundary adds no element, so nothing moves. */}
        <Suspense fallback={null}>
        <ProductImage
          key={`${product.id}:${imageURL}`}
          imageURL={imageURL}
          alt={variant?.title ? `${product.name}, ${variant.title}` : product.name}
          eager
          priority
          // As wide as it is shown: the page's padding off a phone's width, so a phone at 412 px and 1.75x
          // takes the 800-pixel picture, not the 1,070 (the product page's largest paint).
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 48vw, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
          className={`rounded-3xl ${product.options.length > 0 ? 'max-md:aspect-[4/3]' : 'max-md:aspect-square'}`}
        />
        </Suspense>
        {/* On phones the picture is square and the story comes after the button, so ADD TO CART is on the first screen. */}
        <div className="flex flex-col md:py-6">
          <Suspense fallback={null}>
          <TagListSlot tags={product.tags} />
          <h1 className="mt-5 font-serif text-4xl leading-tight text-forest-900 lg:text-5xl">
            {product.name}
          </h1>
          <p
            className="mt-4 flex items-baseline gap-3 text-2xl font-semibold text-forest-900"
            data-testid="price"
          >
            {formatDollars(price)}
            {variant?.compareAtPrice && variant.compareAtPrice > price ? (
              <s className="text-base font-normal text-muted">
                <span className="sr-only">was </span>
                {formatDollars(variant.compareAtPrice)}
              </s>
            ) : null}
          </p>
          {variant && product.options.length > 0 ? (
            <VariantPicker product={product} chosen={variant} onChoose={choose} />
          ) : null}
          {product.shortDescription ? (
            <p className="mt-6 text-lg leading-relaxed text-ink/80 max-md:order-1">
              {product.shortDescription}
            </p>
          ) : null}
          <p
            className={`mt-4 text-sm font-medium md:mt-6 ${soldOut || qty <= 5 ? 'text-clay-600' : 'text-forest-600'}`}
            aria-live="polite"
            data-testid="stock-message"
          >
            {soldOut
              ? 'Sold out for now'
              : qty <= 5
                ? `Only ${qty} left in stock`
                : 'In stock, ready to ship'}
          </p>
          <div className="mt-4 flex items-center gap-3">
            <Button
              className="flex-1 py-4"
              disabled={soldOut || allInCart}
              onClick={() => addToCart(product, variant?.id)}
            >
              {soldOut ? 'SOLD OUT' : allInCart ? 'ALL IN CART' : 'ADD TO CART'}
            </Button>
            <WishlistHeart
              productId={product.id}
              productName={product.name}
              userId={userId}
              disabled={checkingSession}
            />
          </div>
          {inCart > 0 ? (
            <p className="mt-3 text-sm text-muted">
              {inCart} in your cart ·{' '}
              <Link to="/cart" className="font-medium text-forest-700 underline underline-offset-2">
                View cart
              </Link>
            </p>
          ) : null}
          {variant && product.options.length > 0 ? (
            <p className="mt-3 text-xs text-muted" data-testid="sku">
              SKU {variant.sku}
            </p>
          ) : null}
          {soldOut ? (
            <BackInStockSlot
              key={`${product.id}:${variant?.id}`}
              productId={product.id}
              variantId={variant?.id}
              productName={variant?.title ? `${product.name} (${variant.title})` : product.name}
              accountEmail={user.email}
            />
          ) : null}
          {soldOut ? null : (
            <div className="mt-6">
              <LazyDeliveryCheck productIds={[product.id]} />
            </div>
          )}
          {/* Above the fold on desktop; on phones right after ADD TO CART. */}
          <CareCardSlot care={product.care} className="mt-6" />
          </Suspense>
          <Suspense fallback={null}>
          <div className="mt-8 max-md:order-1">
            <ProductDescription description={product.description} />
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-muted max-md:order-1">
            <TruckIcon className="size-5 text-forest-600" /> We ship to US addresses
          </p>
          </Suspense>
        </div>
      </div>
      <Suspense fallback={null}>
      {reviews?.productId === product.id ? (
        <ReviewsSlot
          reviews={reviews}
          signedIn={session.token !== ''}
          onSort={(sort) => void dispatch(fetchReviews({ productId: product.id, sort }))}
        />
      ) : null}
      <SimilarCarousel
        products={recommended}
        offset={similarPage}
        onPrevious={() => dispatch(previousSimilarPage())}
        onNext={() => dispatch(nextSimilarPage(recommended.length))}
        onAddToCart={addToCart}
        inCart={(plant) => quantityInCart(cart, plant.id, plant.defaultVariantId)}
      />
      </Suspense>
    </div>
  );
}
