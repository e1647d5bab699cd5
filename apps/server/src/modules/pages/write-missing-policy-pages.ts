import type { PolicySlug } from '@shop/shared/policy-pages';
import type { DbOrTx } from '../../db/client.ts';
import { policyPages } from '../../db/schema/pages.ts';

/**
 * Writes the pages the shop does not have yet and leaves every written one alone (the owner's text is
 * never replaced): the seed's first text for each page, on a new shop and on one that had no pages before.
 * Answers how many it wrote.
 */
export async function writeMissingPolicyPages({ db, pages }: { db: DbOrTx; pages: readonly { slug: PolicySlug; title: string; body: string }[] }): Promise<number> {
  if (pages.length === 0) return 0;
  const written = await db.insert(policyPages).values([...pages]).onConflictDoNothing({ target: policyPages.slug }).returning({ slug: policyPages.slug });
  return written.length;
}
