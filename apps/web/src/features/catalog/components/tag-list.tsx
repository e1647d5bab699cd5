import { PET_SAFE_TAG } from '@shop/shared/care-labels';
import type { Product } from '@shop/shared/products';
import { TOXIC_TAG, tagLabel } from '@shop/shared/tags';
import { orderedTags } from '../../../lib/tags.ts';
import { WarningIcon } from './badge-icons.tsx';

/** The words of a plant whose tags and care profile say nothing of pets (docs/decisions/061): never read as safe. */
export const PET_SAFETY_UNKNOWN = 'Pet safety unknown';

/**
 * A plant's tags, each as a shopper reads it (an imported 'gift-idea' as 'Gift idea'); the toxic one is a
 * warning, not one more good thing about the plant; a plant that says nothing of pets says so.
 */
export function TagList({ tags, className = '' }: { tags: Product['tags']; className?: string }) {
  const petsKnown = tags.some((tag) => tag.tagName === PET_SAFE_TAG || tag.tagName === TOXIC_TAG);
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Tags">
      {orderedTags(tags).map((tag) =>
        tag.tagName === TOXIC_TAG ? (
          <li
            key={tag.id}
            className="inline-flex items-center gap-1.5 rounded-full bg-cream-100 px-3 py-1 text-xs font-semibold text-alert ring-1 ring-clay-500/40 ring-inset"
          >
            <WarningIcon className="size-3.5" />
            <span>
              <span className="sr-only">Warning: </span>
              {tag.tagName}
            </span>
          </li>
        ) : (
          <li key={tag.id} className="rounded-full bg-sage-100 px-3 py-1 text-xs font-medium text-forest-800">
            {tagLabel(tag.tagName)}
          </li>
        ),
      )}
      {petsKnown ? null : <li className="rounded-full bg-sage-100 px-3 py-1 text-xs font-medium text-forest-800">{PET_SAFETY_UNKNOWN}</li>}
    </ul>
  );
}
