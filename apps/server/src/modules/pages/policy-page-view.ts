import type { PolicyPage, PolicySlug } from '@shop/shared/policy-pages';
import type { DbOrTx } from '../../db/client.ts';
import type { policyPages } from '../../db/schema/pages.ts';
import { fillPlaceholders, type PolicyFacts, readPolicyFacts } from './policy-facts.ts';
import { renderMarkdown, summaryOf } from './render-markdown.ts';
import { appendixFor } from './shipping-rates-table.ts';

export type PolicyPageRow = Pick<typeof policyPages.$inferSelect, 'slug' | 'title' | 'body' | 'updatedAt'>;

/**
 * A page as the API and the storefront show it: `body` is the owner's Markdown with its placeholders, `html`
 * and `summary` say the shop's facts in their place (decision 052); `appendix` is HTML the server made itself
 * (the rates table).
 */
export function toPolicyPage(row: PolicyPageRow, facts: PolicyFacts, appendix = ''): PolicyPage {
  const filled = fillPlaceholders(row.body, facts);
  return {
    slug: row.slug as PolicySlug,
    title: row.title,
    body: row.body,
    html: renderMarkdown(filled) + appendix,
    summary: summaryOf(filled),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The page as shown now: the shop's facts and, for the shipping page, today's rates. */
export async function showPolicyPage({ db, row, now }: { db: DbOrTx; row: PolicyPageRow; now?: Date }): Promise<PolicyPage> {
  const [facts, appendix] = await Promise.all([readPolicyFacts({ db, now }), appendixFor({ db, slug: row.slug as PolicySlug })]);
  return toPolicyPage(row, facts, appendix);
}
