import type { PolicyPage, PolicySlug } from '@shop/shared/policy-pages';
import type { policyPages } from '../../db/schema/pages.ts';
import { renderMarkdown, summaryOf } from './render-markdown.ts';

export type PolicyPageRow = Pick<typeof policyPages.$inferSelect, 'slug' | 'title' | 'body' | 'updatedAt'>;

/** A page as the API and the storefront show it; `appendix` is HTML the server made itself (the rates table). */
export function toPolicyPage(row: PolicyPageRow, appendix = ''): PolicyPage {
  return {
    slug: row.slug as PolicySlug,
    title: row.title,
    body: row.body,
    html: renderMarkdown(row.body) + appendix,
    summary: summaryOf(row.body),
    updatedAt: row.updatedAt.toISOString(),
  };
}
