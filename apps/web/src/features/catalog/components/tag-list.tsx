import type { Product } from '@shop/shared/products';
import { TOXIC_TAG } from '@shop/shared/tags';
import { orderedTags } from '../../../lib/tags.ts';
import { WarningIcon } from './badge-icons.tsx';

/** A plant's tags; the toxic one is a warning, not one more good thing about the plant. */
export function TagList({ tags, className = '' }: { tags: Product['tags']; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Tags">
      {orderedTags(tags).map((tag) =>
        tag.tagName === TOXIC_TAG ? (
          <li
            key={tag.id}
            className="inline-flex items-center gap-1.5 rounded-full bg-cream-100 px-3 py-1 text-xs font-semibold text-[#8c4f2e] ring-1 ring-clay-500/40 ring-inset"
          >
            <WarningIcon className="size-3.5" />
            <span>
              <span className="sr-only">Warning: </span>
              {tag.tagName}
            </span>
          </li>
        ) : (
          <li key={tag.id} className="rounded-full bg-sage-100 px-3 py-1 text-xs font-medium text-forest-800">
            {tag.tagName}
          </li>
        ),
      )}
    </ul>
  );
}
