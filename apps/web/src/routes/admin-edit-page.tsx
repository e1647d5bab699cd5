import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { isPolicySlug, POLICY_PATHS, type PolicyPage, type PolicySlug } from '@shop/shared/policy-pages';
import { LoadState } from '../components/admin/load-state.tsx';
import { getPolicyPage, previewPolicyPage, savePolicyPage } from '../features/admin-pages/admin-pages-api.ts';
import { PolicyPageForm } from '../features/admin-pages/components/policy-page-form.tsx';
import type { PolicyPageValues } from '../features/admin-pages/policy-page-rules.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { PolicyArticle } from '../features/policy-pages/components/policy-article.tsx';
import { policyPageLoaded } from '../features/policy-pages/policy-pages-slice.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

/** /account/admin/pages/:slug: one policy page's editor, with the server's preview. */
export function AdminEditPagePage() {
  const param = useParams().slug ?? '';
  const slug: PolicySlug | null = isPolicySlug(param) ? param : null;
  useTitle('Admin · Edit page');
  if (!slug) {
    return (
      <>
        <AdminHeader eyebrow="PAGES" title="No such page" />
        <p className="mt-6 text-sm">
          <Link to={`${ADMIN_ROOT}/pages`} className="font-semibold text-forest-700 underline">
            Back to the pages
          </Link>
        </p>
      </>
    );
  }
  return <PageEditor key={slug} slug={slug} />;
}

function PageEditor({ slug }: { slug: PolicySlug }) {
  const dispatch = useAppDispatch();
  const load = useCallback((signal: AbortSignal) => getPolicyPage(slug, signal), [slug]);
  const { data: page, status, error, reload } = useAdminData(load);
  const save = useCallback((values: PolicyPageValues) => savePolicyPage(slug, values), [slug]);
  const preview = useCallback((values: PolicyPageValues) => previewPolicyPage(slug, values), [slug]);
  const saved = useCallback(
    (next: PolicyPage) => {
      // This tab's shop shows the new text too, without reading it again.
      dispatch(policyPageLoaded(next));
      toast.success(`${next.title} saved`);
    },
    [dispatch],
  );
  const address = POLICY_PATHS[slug];

  return (
    <>
      <AdminHeader
        eyebrow="PAGES"
        title={page ? `Edit ${page.title}` : 'Edit page'}
        description={
          <>
            Shown at{' '}
            <a href={address} target="_blank" rel="noreferrer" className="font-medium text-forest-700 underline underline-offset-2">
              {address}
            </a>
            {page ? `, last updated ${new Date(page.updatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.` : '.'}
          </>
        }
        actions={
          <Link to={`${ADMIN_ROOT}/pages`} className="text-sm font-semibold text-forest-700 underline underline-offset-2">
            All pages
          </Link>
        }
      />
      <div className="mt-8">
        {!page || status === 'loading' ? (
          <LoadState status={status} error={error} label="Loading the page" onRetry={reload} />
        ) : (
          <PolicyPageForm
            initial={{ title: page.title, body: page.body }}
            note={slug === 'shipping' ? 'Below this text the shop adds a table of the shipping rates on offer: the same rates the checkout charges.' : undefined}
            onSave={save}
            onPreview={preview}
            onSaved={saved}
            renderPreview={(shown) => <PolicyArticle page={shown} Title="h2" />}
          />
        )}
      </div>
    </>
  );
}
