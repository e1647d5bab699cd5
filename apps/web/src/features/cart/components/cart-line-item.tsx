import { productPath } from '@shop/shared/handles';
import { Link } from 'react-router';
import type { ExpandedCartLine } from '@shop/shared/cart';
import { lineName, variantOf } from '@shop/shared/variants';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { formatUsd, toCents } from '@shop/shared/money';
import { formatDollars } from '../../../lib/money.ts';
import { orderedTags } from '../../../lib/tags.ts';

interface CartLineItemProps {
  line: ExpandedCartLine;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
}

const stepper =
  'grid size-9 place-items-center rounded-full text-forest-900 transition-colors hover:bg-sage-100 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

export function CartLineItem({ line, onIncrement, onDecrement, onRemove }: CartLineItemProps) {
  const { product, qty } = line;
  // The line's own size and planter: its price, stock, cap and picture (decision 032).
  const variant = variantOf(product, line.variantId) ?? product;
  const title = 'title' in variant ? variant.title : '';
  const name = lineName(product.name, title);
  const href = productPath(product, title ? line.variantId : null);
  const atStock = qty >= variant.qty;
  const atCap = !atStock && qty >= variant.maxPerOrder;
  return (
    <li className="flex gap-4 py-6 sm:gap-6">
      <Link to={href} className="w-24 shrink-0 overflow-hidden rounded-xl sm:w-32">
        <ProductImage imageURL={variant.imageURL ?? product.imageURL} alt={name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h3 className="font-serif text-lg text-forest-900 sm:text-xl">
              <Link to={href} className="hover:underline">
                {product.name}
              </Link>
            </h3>
            {title ? (
              <p className="mt-0.5 text-sm font-medium text-forest-700" data-testid="line-variant">
                {title}
              </p>
            ) : null}
            <p className="mt-1 text-sm text-muted">
              {orderedTags(product.tags)
                .map((tag) => tag.tagName)
                .join(' · ')}
            </p>
          </div>
          <div className="shrink-0 text-right">
            <p className="font-semibold text-forest-900" data-testid="line-total">
              {formatUsd(toCents(variant.price) * qty)}
            </p>
            {qty > 1 ? <p className="mt-0.5 text-xs text-muted">{formatDollars(variant.price)} each</p> : null}
          </div>
        </div>
        <div className="mt-auto flex items-center justify-between gap-4 pt-4">
          <div
            role="group"
            aria-label={`Quantity of ${name}`}
            className="flex items-center gap-1 rounded-full border border-sand-300 bg-white p-0.5"
          >
            <button
              type="button"
              className={stepper}
              onClick={onDecrement}
              aria-label={`One less ${name}`}
            >
              <MinusIcon className="size-4" />
            </button>
            <span className="w-8 text-center text-sm font-semibold" aria-live="polite" data-testid="line-qty">
              {qty}
            </span>
            <button
              type="button"
              className={stepper}
              onClick={onIncrement}
              disabled={atStock || atCap}
              aria-label={`One more ${name}`}
            >
              <PlusIcon className="size-4" />
            </button>
          </div>
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-muted transition-colors hover:bg-sage-100 hover:text-clay-600"
            aria-label={`Remove ${name} from cart`}
          >
            <TrashIcon className="size-4" />
            <span className="hidden sm:inline">Remove</span>
          </button>
        </div>
        {atStock ? <p className="mt-2 text-xs text-clay-600">That's all we have in stock.</p> : null}
        {atCap ? <p className="mt-2 text-xs text-clay-600">At most {product.maxPerOrder} per order.</p> : null}
      </div>
    </li>
  );
}
