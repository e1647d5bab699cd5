import type { PolicyPageSummary } from '@shop/shared/pages';
import { POLICY_SLUGS, type PolicySlug } from '@shop/shared/policy-pages';
import type { DbOrTx } from '../../db/client.ts';
import { policyPages } from '../../db/schema/pages.ts';

/** The pages written so far, in the footer's order (shipping, returns, privacy, terms, contact). */
export async function listPolicyPages({ db }: { db: DbOrTx }): Promise<PolicyPageSummary[]> {
  const rows = await db.select({ slug: policyPages.slug, title: policyPages.title, updatedAt: policyPages.updatedAt }).from(policyPages);
  const order = (slug: string) => POLICY_SLUGS.indexOf(slug as PolicySlug);
  return rows
    .sort((a, b) => order(a.slug) - order(b.slug))
    .map((row) => ({ slug: row.slug as PolicySlug, title: row.title, updatedAt: row.updatedAt.toISOString() }));
}
