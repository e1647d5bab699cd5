import type { PolicyPage, PolicySlug } from '@shop/shared/policy-pages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { policyPages } from '../../db/schema/pages.ts';
import { showPolicyPage } from './policy-page-view.ts';

/** One policy page as the shop shows it; null when it has not been written. */
export async function readPolicyPage({ db, slug }: { db: DbOrTx; slug: PolicySlug }): Promise<PolicyPage | null> {
  const [row] = await db.select().from(policyPages).where(eq(policyPages.slug, slug));
  if (!row) return null;
  return showPolicyPage({ db, row });
}
