import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { toast } from '../components/ui/toast.ts';
import { MSG } from '@shop/shared/messages';
import { buttonClass } from '../components/ui/button.tsx';
import { ArrowRightIcon } from '../components/ui/icons.tsx';
import { resetAuth, selectAuth } from '../features/auth/auth-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

export function LandingPage() {
  useTitle(undefined);
  const dispatch = useAppDispatch();
  const { loginMessage, logoutMessage } = useSelector(selectAuth);

  useEffect(() => {
    if (!loginMessage && !logoutMessage) return;
    toast.success(loginMessage ? MSG.toastLoggedIn : MSG.toastLoggedOut, { id: 'auth-message' });
    dispatch(resetAuth());
  }, [dispatch, loginMessage, logoutMessage]);

  return (
    <section
      data-full-bleed
      className="relative isolate flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden bg-forest-900"
    >
      {/* Covering the screen, the picture is wider than a screen narrower than its 16:9: such a screen gets it
          at about its height in pixels (a phone the 1600-pixel one, a little soft under the veil, for half the
          bytes of the largest). */}
      <img
        src="/images/landing.webp"
        srcSet="/images/landing-800w.webp 800w, /images/landing-1600w.webp 1600w, /images/landing.webp 2400w"
        sizes="(max-aspect-ratio: 16/9) 100vh, 100vw"
        alt=""
        aria-hidden="true"
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950/80 via-forest-950/45 to-forest-950/5" />
      {/* On a narrow screen the plants sit right behind the text: a second, even veil keeps it readable. */}
      <div className="absolute inset-0 -z-10 bg-forest-950/35 sm:hidden" />
      <div className="mx-auto w-full max-w-7xl px-6 py-24 lg:px-8">
        <div className="max-w-2xl text-cream-50">
          <p className="text-xs font-semibold tracking-[0.25em] text-sage-200 sm:tracking-[0.35em]">
            HOUSEPLANTS · FREE US SHIPPING
          </p>
          <h1 className="mt-6 font-serif text-5xl leading-[1.05] font-medium text-balance sm:text-6xl lg:text-7xl">
            Your perfect plant, one click away
          </h1>
          <p className="mt-6 max-w-lg text-lg text-cream-100/90 sm:text-xl">
            transform your space, no green thumb needed
          </p>
          <Link to="/products" className={buttonClass('light', 'mt-10 px-8 py-4')}>
            SHOP NOW
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
