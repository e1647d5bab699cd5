/** The tag names of the catalogue and the three columns of the grid's 'Filter By:' panel. */
export const SIZE_TAGS = ['Small', 'Medium', 'Large'] as const;
export const LIGHT_TAGS = ['Low/Artificial', 'Partial/Bright indirect', 'Direct sunlight'] as const;
export const TYPE_TAGS = ['Pet safe', 'Air-purifying', 'Easy-care'] as const;
export const TOXIC_TAG = 'Poisonous/toxic';

export const FILTER_COLUMNS = [
  { title: 'Size', tags: SIZE_TAGS },
  { title: 'Light', tags: LIGHT_TAGS },
  { title: 'Type', tags: TYPE_TAGS },
] as const;
