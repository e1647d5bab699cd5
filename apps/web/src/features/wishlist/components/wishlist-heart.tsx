import { useSelector } from 'react-redux';
import toast from 'react-hot-toast';
import { MSG } from '@shop/shared/messages';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { isWished, toggleWishlist, type WishlistRoot } from '../wishlist-slice.ts';

/** SPEC section 9: the login prompt stays 2 seconds. */
export const LOGIN_PROMPT_MS = 2000;

interface WishlistHeartProps {
  productId: number;
  productName: string;
  userId: number | null;
}

export function WishlistHeart({ productId, productName, userId }: WishlistHeartProps) {
  const dispatch = useAppDispatch();
  const wished = useSelector((state: WishlistRoot) => isWished(state, productId));

  function toggle() {
    if (!userId) {
      toast(MSG.toastLoginToFavorite, {
        duration: LOGIN_PROMPT_MS,
        icon: <HeartIcon className="size-4 shrink-0 text-clay-500" />,
      });
      return;
    }
    void dispatch(toggleWishlist({ userId, productId }))
      .unwrap()
      .then(({ action }) => toast.success(action === 'add' ? MSG.toastWishAdded : MSG.toastWishRemoved))
      .catch((error: unknown) =>
        toast.error(typeof error === 'string' ? error : 'Could not update your wishlist'),
      );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={wished}
      aria-label={wished ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      className={`grid size-12 shrink-0 place-items-center rounded-full border transition-colors ${wished ? 'border-clay-500 bg-clay-500/10 text-clay-600' : 'border-sand-300 bg-white text-forest-900 hover:border-clay-500 hover:text-clay-600'}`}
    >
      <HeartIcon filled={wished} className="size-5" />
    </button>
  );
}
