/** The tag names of the catalogue (the grid's filter groups are in catalog-filters.ts). */
export const SIZE_TAGS = ['Small', 'Medium', 'Large'] as const;
export const LIGHT_TAGS = ['Low/Artificial', 'Partial/Bright indirect', 'Direct sunlight'] as const;
export const TYPE_TAGS = ['Pet safe', 'Air-purifying', 'Easy-care'] as const;
export const TOXIC_TAG = 'Poisonous/toxic';


/**
 * A tag as a shopper reads it: a slug an import brought ('pet-friendly', 'gift_idea') as words ('Pet
 * friendly', 'Gift idea'); a tag with a capital or a space is the owner's spelling and stays as written.
 */
export function tagLabel(tag: string): string {
  return /^[a-z0-9]+([-_][a-z0-9]+)*$/.test(tag) ? tag[0]!.toUpperCase() + tag.slice(1).replace(/[-_]/g, ' ') : tag;
}
