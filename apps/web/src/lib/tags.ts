import { LIGHT_TAGS, SIZE_TAGS, TOXIC_TAG, TYPE_TAGS } from '@shop/shared/tags';

const ORDER: readonly string[] = [...SIZE_TAGS, ...LIGHT_TAGS, ...TYPE_TAGS, TOXIC_TAG];
const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);

/** Tags in the order a shopper reads them: size, light, type, then a toxicity warning; others last by name. */
export function orderedTags<T extends { tagName: string }>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => rank(a.tagName) - rank(b.tagName) || a.tagName.localeCompare(b.tagName));
}
