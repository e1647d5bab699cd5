import type { PolicyPageInput } from '@shop/shared/pages';
import type { PolicyPage, PolicySlug } from '@shop/shared/policy-pages';
import type { DbOrTx } from '../../db/client.ts';
import { showPolicyPage } from './policy-page-view.ts';

/** The page as it would look with this text, saving nothing: the admin's preview shows the server's own rendering. */
export async function previewPolicyPage({ db, slug, input, now = new Date() }: { db: DbOrTx; slug: PolicySlug; input: PolicyPageInput; now?: Date }): Promise<PolicyPage> {
  return showPolicyPage({ db, row: { slug, title: input.title, body: input.body, updatedAt: now }, now });
}
