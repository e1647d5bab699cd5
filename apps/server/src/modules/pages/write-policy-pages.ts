import type { PolicySlug } from '@shop/shared/policy-pages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { policyPages } from '../../db/schema/pages.ts';
import { DEMO_POLICY_PAGES, DEMO_TO_REPLACE, isEarlierDemoText } from './demo-policy-pages.ts';

/**
 * At start-up (decisions 035, 052): writes the demo text of each page the shop does not have yet, and brings
 * a page still saying exactly the earlier demo text (hello@example.com, "Monday to Wednesday") up to the
 * text that takes its facts from the settings. A page the owner saved differently is never touched.
 * Answers which pages it wrote.
 */
export async function writePolicyPages({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<PolicySlug[]> {
  const added = await db
    .insert(policyPages)
    .values(DEMO_POLICY_PAGES.map(({ slug, title, body }) => ({ slug, title, body })))
    .onConflictDoNothing({ target: policyPages.slug })
    .returning({ slug: policyPages.slug });
  const rows = await db.select({ slug: policyPages.slug, body: policyPages.body }).from(policyPages);
  const updated: string[] = [];
  for (const page of DEMO_POLICY_PAGES) {
    const row = rows.find((candidate) => candidate.slug === page.slug);
    if (!row || !isEarlierDemoText(page.slug, row.body)) continue;
    // Only while it still holds that text: an owner's save in between wins.
    const done = await db
      .update(policyPages)
      .set({ body: page.body, updatedAt: now })
      .where(and(eq(policyPages.slug, page.slug), eq(policyPages.body, row.body)))
      .returning({ slug: policyPages.slug });
    updated.push(...done.map((one) => one.slug));
  }
  return [...added, ...updated.map((slug) => ({ slug }))].map((one) => one.slug as PolicySlug);
}

/**
 * The pages whose demo text only the owner can finish (privacy, terms: it says so in a "Demo text" note) and
 * that still hold it word for word, in the footer's order: the launch checklist names them (decision 052).
 */
export async function demoPagesToReplace({ db }: { db: DbOrTx }): Promise<{ slug: PolicySlug; title: string }[]> {
  const rows = await db.select({ slug: policyPages.slug, body: policyPages.body }).from(policyPages);
  return DEMO_TO_REPLACE.filter((page) => rows.some((row) => row.slug === page.slug && row.body === page.body)).map(({ slug, title }) => ({ slug, title }));
}
