import type { PolicyPageInput } from '@shop/shared/pages';
import type { PolicyPage, PolicySlug } from '@shop/shared/policy-pages';
import type { DbOrTx } from '../../db/client.ts';
import { policyPages } from '../../db/schema/pages.ts';
import { showPolicyPage } from './policy-page-view.ts';

/** Writes a page's title and Markdown (the owner's edit, or the first text of a page not yet written). */
export async function savePolicyPage({
  db,
  slug,
  input,
  by,
  now = new Date(),
}: {
  db: DbOrTx;
  slug: PolicySlug;
  input: PolicyPageInput;
  /** The admin who saved it. */
  by: number;
  now?: Date;
}): Promise<PolicyPage> {
  const values = { title: input.title, body: input.body, updatedBy: by, updatedAt: now };
  const [row] = await db
    .insert(policyPages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: policyPages.slug, set: values })
    .returning();
  return showPolicyPage({ db, row: row!, now });
}
