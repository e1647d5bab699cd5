import { Suspense, useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { Filters } from '@shop/shared/catalog-filters';
import type { Product } from '@shop/shared/products';
import { toast } from '../components/ui/toast.ts';
import { MSG } from '@shop/shared/messages';
import { buttonClass } from '../components/ui/button.tsx';
import { ArrowRightIcon, LeafIcon, Svg, type IconProps } from '../components/ui/icons.tsx';
import { resetAuth, selectAuth, selectUser } from '../features/auth/auth-slice.ts';
import { quantityInCart, selectCart } from '../features/cart/cart-slice.ts';
import { useAddToCart } from '../features/cart/use-add-to-cart.ts';
import { PawIcon } from '../features/catalog/components/badge-icons.tsx';
import { ProductCard } from '../features/catalog/components/product-card.tsx';
import { ALL_PLANTS, gridHref } from '../features/catalog/grid-query.ts';
import { selectProducts } from '../features/catalog/products-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';
import { apiLanding } from '../features/catalog/products-api.ts';
import { loadLanding } from './landing.data.ts';

const MoonIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
  </Svg>
);

const RulerIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 20 20 4M7.5 16.5l1.5 1.5M10.5 13.5l1.5 1.5M13.5 10.5l1.5 1.5M16.5 7.5 18 9" />
  </Svg>
);

const shopBy = (filters: Filters) => gridHref({ ...ALL_PLANTS, filters });

/** The main ways to shop: each a grid address with its filter chosen. */
const WAYS: { title: string; text: string; href: string; icon: ReactNode }[] = [
  { title: 'Pet safe', text: 'Safe for cats and dogs', href: shopBy({ pets: ['safe'] }), icon: <PawIcon /> },
  { title: 'Low light', text: 'Happy in a dim corner or an office', href: shopBy({ light: ['low'] }), icon: <MoonIcon /> },
  { title: 'Easy care', text: 'Forgiving plants to start with', href: shopBy({ care: ['easy'] }), icon: <LeafIcon /> },
];
const SIZES: { label: string; href: string }[] = [
  { label: 'Small', href: shopBy({ size: ['small'] }) },
  { label: 'Medium', href: shopBy({ size: ['medium'] }) },
  { label: 'Large', href: shopBy({ size: ['large'] }) },
];

const tile = 'flex h-full flex-col rounded-3xl bg-cream-100 p-5 sm:p-6';
const tileIcon = 'grid size-11 place-items-center rounded-full bg-sage-100 text-xl text-forest-700';

function WaysToShop() {
  return (
    <section aria-labelledby="ways-to-shop" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20 lg:px-8">
      <p className="text-xs font-semibold tracking-[0.3em] text-forest-600">FIND YOUR PLANT</p>
      <h2 id="ways-to-shop" className="mt-3 font-serif text-3xl text-forest-900 sm:text-4xl">
        Shop by what your home needs
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {WAYS.map((way) => (
          <li key={way.title}>
            <Link to={way.href} className={`${tile} group transition-colors hover:bg-sage-100`}>
              <span className={tileIcon}>{way.icon}</span>
              <span className="mt-4 font-serif text-xl text-forest-900 group-hover:underline">{way.title}</span>
              <span className="mt-1 text-sm text-muted">{way.text}</span>
            </Link>
          </li>
        ))}
        <li>
          <div className={tile}>
            <span className={tileIcon}>
              <RulerIcon />
            </span>
            <p className="mt-4 font-serif text-xl text-forest-900">By size</p>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Shop by size">
              {SIZES.map((size) => (
                <li key={size.label}>
                  <Link
                    to={size.href}
                    className="inline-block rounded-full border border-forest-900/30 bg-white px-3 py-1 text-sm text-forest-900 hover:border-forest-900"
                  >
                    {size.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
      </ul>
    </section>
  );
}

/** The plants the landing features (the owner's, or the first in stock): four on a phone, six from md, eight from lg. */
function FeaturedPlants({ featured }: { featured: readonly Product[] }) {
  const cart = useSelector(selectCart);
  const addToCart = useAddToCart(useSelector(selectUser).id ?? null);

  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-plants" className="mx-auto max-w-7xl px-4 pt-16 pb-24 sm:px-6 sm:pt-20 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-forest-600">OUR FAVORITES</p>
          <h2 id="featured-plants" className="mt-3 font-serif text-3xl text-forest-900 sm:text-4xl">
            Featured plants
          </h2>
        </div>
        <Link to="/products" className="inline-flex items-center gap-2 text-sm font-semibold text-forest-800 hover:underline">
          Shop all plants
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-12 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
        {featured.map((product, index) => (
          <li key={product.id} className={index >= 6 ? 'hidden lg:block' : index >= 4 ? 'hidden md:block' : undefined}>
            <ProductCard
              product={product}
              onAddToCart={addToCart}
              inCart={quantityInCart(cart, product.id, product.defaultVariantId)}
              headingLevel="h3"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/`: the owner's hero, the ways to shop (unless the owner turned them off) and the featured plants (decision 049). */
export function LandingPage() {
  useTitle(undefined);
  const dispatch = useAppDispatch();
  const { loginMessage, logoutMessage } = useSelector(selectAuth);
  const { landing } = useSelector(selectProducts);

  useEffect(() => {
    if (!loginMessage && !logoutMessage) return;
    toast.success(loginMessage ? MSG.toastLoggedIn : MSG.toastLoggedOut, { id: 'auth-message' });
    dispatch(resetAuth());
  }, [dispatch, loginMessage, logoutMessage]);

  // The server renders the page with the same load; a visit that starts elsewhere reads it here.
  useEffect(() => {
    dispatch(loadLanding(apiLanding)).catch(() => {});
  }, [dispatch, landing]);

  // The picture's address without its `.jpg`: its WebP widths are beside it.
  const picture = landing?.heroImage.slice(0, -4);
  // Hydrated region by region after the top bar: the hero, then what is below it (decision 063).
  return (
    <>
      <Suspense fallback={null}>
      <section
        data-full-bleed
        className="relative isolate flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden bg-forest-900"
      >
        {/* Covering the screen, the picture is wider than a screen narrower than its 16:9: such a screen gets it
            at about its height in pixels (a phone the 1600-pixel one, a little soft under the veil, for half the
            bytes of the largest). */}
        {picture ? (
          <img
            src={`${picture}.webp`}
            srcSet={`${picture}-800w.webp 800w, ${picture}-1600w.webp 1600w, ${picture}.webp 2400w`}
            sizes="(max-aspect-ratio: 16/9) 100vh, 100vw"
            alt=""
            aria-hidden="true"
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        ) : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950/80 via-forest-950/45 to-forest-950/5" />
        {/* On a narrow screen the plants sit right behind the text: a second, even veil keeps it readable. */}
        <div className="absolute inset-0 -z-10 bg-forest-950/35 sm:hidden" />
        {landing ? (
          <div className="mx-auto w-full max-w-7xl px-6 py-24 lg:px-8">
            <div className="max-w-2xl text-cream-50">
              {landing.eyebrow ? (
                <p className="text-xs font-semibold tracking-[0.25em] text-sage-200 uppercase sm:tracking-[0.35em]">{landing.eyebrow}</p>
              ) : null}
              <h1 className="mt-6 font-serif text-5xl leading-[1.05] font-medium text-balance sm:text-6xl lg:text-7xl">
                {landing.headline}
              </h1>
              {landing.subline ? <p className="mt-6 max-w-lg text-lg text-cream-100/90 sm:text-xl">{landing.subline}</p> : null}
              <Link to={landing.buttonLink} className={buttonClass('light', 'mt-10 px-8 py-4')}>
                {landing.buttonText}
                <ArrowRightIcon className="size-4" />
              </Link>
            </div>
          </div>
        ) : null}
      </section>
      </Suspense>
      <Suspense fallback={null}>
        {landing?.waysToShop ? <WaysToShop /> : null}
        <FeaturedPlants featured={landing?.featured ?? []} />
      </Suspense>
    </>
  );
}
