import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { MSG } from '@shop/shared/messages';
import { buttonClass } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { HeartIcon } from '../components/ui/icons.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AccountShell } from '../features/account/components/account-shell.tsx';
import { selectAuth } from '../features/auth/auth-slice.ts';
import { useAddToCart } from '../features/cart/use-add-to-cart.ts';
import { WishlistItem } from '../features/wishlist/components/wishlist-item.tsx';
import { fetchWishlist, selectWishlist, toggleWishlist } from '../features/wishlist/wishlist-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

/** docs/product/rules.md#constants: a logged-out visitor is sent home after 1 second. */
export const WISHLIST_REDIRECT_MS = 1000;

export function WishlistPage() {
  useTitle('Wishlist');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { token, auth, status: authStatus } = useSelector(selectAuth);
  const { wishlist, loading } = useSelector(selectWishlist);
  const userId = auth.id ?? null;
  const addToCart = useAddToCart(userId);
  const loggedOut = !token || authStatus === 'failed';

  useEffect(() => {
    if (userId) void dispatch(fetchWishlist(userId));
  }, [dispatch, userId]);

  useEffect(() => {
    if (!loggedOut) return undefined;
    const timer = setTimeout(() => navigate('/', { replace: true }), WISHLIST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [loggedOut, navigate]);

  if (loggedOut) {
    return (
      <AccountShell title="Wishlist">
        <p className="text-muted">{MSG.notLoggedIn}. Taking you home…</p>
      </AccountShell>
    );
  }

  function remove(productId: number) {
    void dispatch(toggleWishlist({ userId, productId }))
      .unwrap()
      .then(() => toast.success(MSG.toastWishRemoved))
      .catch((message: unknown) =>
        toast.error(typeof message === 'string' ? message : 'Could not update your wishlist'),
      );
  }

  const products = wishlist?.products ?? [];
  return (
    <AccountShell title="Wishlist">
      {!userId || (loading && !wishlist) ? (
        <PageSpinner label="Loading your wishlist" />
      ) : products.length === 0 ? (
        <div className="rounded-3xl bg-cream-100 px-6 py-14 sm:py-16">
          <EmptyState
            icon={<HeartIcon />}
            title="No items in your wishlist..."
            action={
              <Link to="/products" className={buttonClass('primary')}>
                Browse plants
              </Link>
            }
          >
            Click the heart icon on a product to add one!
          </EmptyState>
        </div>
      ) : (
        <ul className="divide-y divide-sand-300 border-y border-sand-300">
          {products.map((product) => (
            <WishlistItem
              key={product.id}
              product={product}
              onRemove={() => remove(product.id)}
              onAddToCart={() => addToCart(product)}
            />
          ))}
        </ul>
      )}
    </AccountShell>
  );
}
