import { useSelector } from 'react-redux';
import { NavLink } from 'react-router';
import { BagIcon } from '../../components/ui/icons.tsx';
import { selectCartCount } from '../../features/cart/cart-slice.ts';

/** CART with a badge: the number of plants in the cart, as the cart page counts them (decision 029). */
export function CartLink({ onNavigate, compact }: { onNavigate?: () => void; compact?: boolean }) {
  const count = useSelector(selectCartCount);
  // The name is the visible text plus what the badge means: 'CART 2 items' (axe: label-content-name-mismatch).
  return (
    <NavLink
      to="/cart"
      onClick={onNavigate}
      className={({ isActive }) =>
        `relative inline-flex items-center gap-2 rounded-full px-3 py-2 text-xs font-semibold tracking-[0.18em] transition-colors hover:bg-sage-100 ${isActive ? 'text-forest-600' : 'text-forest-900'}`
      }
    >
      <BagIcon className="size-5" />
      <span className={compact ? 'sr-only' : undefined}>CART</span>{' '}
      <span
        data-testid="cart-badge"
        className={`grid h-5 min-w-5 place-items-center rounded-full px-1 text-[11px] font-bold tracking-normal ${count > 0 ? 'bg-clay-500 text-white' : 'bg-sage-200 text-forest-900'}`}
      >
        {count}
      </span>
      <span className="sr-only">{count === 1 ? ' item' : ' items'}</span>
    </NavLink>
  );
}
