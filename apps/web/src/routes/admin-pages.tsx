import type { PolicyPageSummary } from '@shop/shared/pages';
import { POLICY_PATHS } from '@shop/shared/policy-pages';
import { Link } from 'react-router';
import { AdminTable, EmptyState, type Column } from '../components/admin/admin-table.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { listPolicyPages } from '../features/admin-pages/admin-pages-api.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { updatedOn } from '../features/policy-pages/components/policy-article.tsx';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { useTitle } from '../lib/use-title.ts';

type Row = PolicyPageSummary & { id: number };

const COLUMNS: readonly Column<Row>[] = [
  { label: 'Page', cell: (row) => <span className="font-medium text-forest-900">{row.title}</span> },
  {
    label: 'On the shop',
    cell: (row) => (
      <a className="text-forest-700 underline underline-offset-2 hover:text-forest-900" href={POLICY_PATHS[row.slug]} target="_blank" rel="noreferrer">
        {POLICY_PATHS[row.slug]}
      </a>
    ),
  },
  { label: 'Last updated', cell: (row) => updatedOn(row.updatedAt) },
  {
    label: 'Actions',
    hideLabel: true,
    align: 'right',
    cell: (row) => (
      <Link to={`${ADMIN_ROOT}/pages/${row.slug}`} className="font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-900">
        Edit<span className="sr-only"> {row.title}</span>
      </Link>
    ),
  },
];

/** The shop's five policy pages (decision 035), each a link to its editor. */
export function AdminPagesPage() {
  useTitle('Admin · Pages');
  const { data, status, error, reload } = useAdminData(listPolicyPages);

  return (
    <>
      <AdminHeader
        eyebrow="PAGES"
        title="Shop pages"
        description="Shipping, returns, privacy, terms and contact: the footer links each of them. Write them in Markdown."
      />
      <div className="mt-6">
        {!data ? (
          <LoadState status={status} error={error} label="Loading pages" onRetry={reload} />
        ) : data.length === 0 ? (
          <EmptyState title="No pages yet">The shop writes its first text for each page when it starts.</EmptyState>
        ) : (
          <AdminTable caption="The shop's pages" columns={COLUMNS} rows={data.map((page, index) => ({ ...page, id: index }))} />
        )}
      </div>
    </>
  );
}
