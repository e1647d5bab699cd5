import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ArrowRightIcon, BagIcon } from '../../../components/ui/icons.tsx';

/** What the cart and the shipping form show with nothing in the cart: docs/product's title and a way to the shop. */
export function EmptyCart({ children, arrow = false }: { children: ReactNode; arrow?: boolean }) {
  return (
    <section className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16">
      <EmptyState
        heading
        icon={<BagIcon />}
        title="Your cart is empty..."
        action={
          <Link to="/products" className={buttonClass('primary')}>
            Shop now {arrow ? <ArrowRightIcon className="size-4" /> : null}
          </Link>
        }
      >
        {children}
      </EmptyState>
    </section>
  );
}
