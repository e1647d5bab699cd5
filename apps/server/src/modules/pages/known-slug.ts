import { isPolicySlug, POLICY_SLUGS, type PolicySlug } from '@shop/shared/policy-pages';
import { BadRequest, NotFound } from '../../errors.ts';

const NAMES = `${POLICY_SLUGS.slice(0, -1).join(', ')} and ${POLICY_SLUGS.at(-1)}`;

/** A page to read: an unknown one is not there (404). */
export function pageToRead(slug: string): PolicySlug {
  if (!isPolicySlug(slug)) throw new NotFound('Page');
  return slug;
}

/** A page to write: the shop has exactly five, so another name is a mistake in the request (400). */
export function pageToWrite(slug: string): PolicySlug {
  if (!isPolicySlug(slug)) throw new BadRequest(`There is no page called "${slug.slice(0, 40)}": the shop's pages are ${NAMES}`);
  return slug;
}
