import type { PolicyPage } from '@shop/shared/policy-pages';

/** "November 27, 2026", the same on the server and in any browser (hydration compares them). */
export function updatedOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * A policy page: its title, when it last changed and the server's HTML of the owner's Markdown. The HTML
 * is safe to insert: the server escapes raw HTML and refuses unsafe links (decision 035).
 */
export function PolicyArticle({
  page,
  headingId,
  Title = 'h1',
}: {
  page: Pick<PolicyPage, 'title' | 'html' | 'updatedAt'>;
  headingId?: string;
  /** The title's element: the page's own h1, or an h2 where it is shown inside another screen (the admin's preview). */
  Title?: 'h1' | 'h2';
}) {
  return (
    <article aria-labelledby={headingId}>
      <Title id={headingId} className="font-serif text-4xl text-forest-900 sm:text-5xl">
        {page.title}
      </Title>
      <p className="mt-3 text-sm text-muted">
        Last updated <time dateTime={page.updatedAt}>{updatedOn(page.updatedAt)}</time>
      </p>
      <div className="policy-prose mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
