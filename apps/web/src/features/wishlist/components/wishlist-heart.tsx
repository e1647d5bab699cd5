import { useSelector } from 'react-redux';
import { toast } from '../../../components/ui/toast.ts';
import { MSG } from '@shop/shared/messages';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { isWished, toggleWishlist, type WishlistRoot } from '../wishlist-slice.ts';

/** docs/product/rules.md#constants: the login prompt stays 2 seconds. */
export const LOGIN_PROMPT_MS = 2000;

interface WishlistHeartProps {
  productId: number;
  productName: string;
  userId: number | null;
  /** While the shopper's session is being checked: neither a guest's prompt nor a change yet. */
  disabled?: boolean;
}

export function WishlistHeart({ productId, productName, userId, disabled = false }: WishlistHeartProps) {
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
      disabled={disabled}
      aria-pressed={wished}
      aria-label={wished ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      className={`grid size-12 shrink-0 place-items-center rounded-full border transition-colors ${wished ? 'border-clay-500 bg-clay-500/10 text-clay-600' : 'border-sand-300 bg-white text-forest-900 hover:border-clay-500 hover:text-clay-600'} disabled:cursor-wait disabled:opacity-60`}
    >
      <HeartIcon filled={wished} className="size-5" />
    </button>
  );
}
