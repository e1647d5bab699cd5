import type { Product } from '@shop/shared/products';
import { orderedTags } from '../../../lib/tags.ts';

export function TagList({ tags, className = '' }: { tags: Product['tags']; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Tags">
      {orderedTags(tags).map((tag) => (
        <li key={tag.id} className="rounded-full bg-sage-100 px-3 py-1 text-xs font-medium text-forest-800">
          {tag.tagName}
        </li>
      ))}
    </ul>
  );
}
