/** The tag names of the catalogue (the grid's filter groups are in catalog-filters.ts). */
export const SIZE_TAGS = ['Small', 'Medium', 'Large'] as const;
export const LIGHT_TAGS = ['Low/Artificial', 'Partial/Bright indirect', 'Direct sunlight'] as const;
export const TYPE_TAGS = ['Pet safe', 'Air-purifying', 'Easy-care'] as const;
export const TOXIC_TAG = 'Poisonous/toxic';

