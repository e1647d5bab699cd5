import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LoadState } from '../components/admin/load-state.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { getDashboard } from '../features/admin-dashboard/admin-dashboard-api.ts';
import { DashboardSummary } from '../features/admin-dashboard/components/dashboard-summary.tsx';
import { ReviewRatingsPanel } from '../features/admin-reviews/components/review-ratings-panel.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { useTitle } from '../lib/use-title.ts';

/** Claim rates per plant and reason (decision 042): a lazy chunk of its own. */
const ClaimRatesPanel = lazy(() => import('../features/admin-claims/components/claim-rates.tsx'));

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

export function AdminDashboardPage() {
  useTitle('Admin dashboard');
  const { data, status, error, reload } = useAdminData(getDashboard);
  return (
    <>
      <AdminHeader
        eyebrow="ADMIN DASHBOARD"
        title="The shop today"
        description={
          <>
            Paid orders count on the day they were paid. Days and months are in UTC, the shop's clock
            {data ? <> (updated {time.format(new Date(data.asOf))} UTC)</> : null}.
          </>
        }
        actions={
          <>
            <button type="button" className={buttonClass('ghost', 'px-4 py-2.5 text-xs')} onClick={reload} disabled={status === 'loading'}>
              Refresh
            </button>
            <Link to={`${ADMIN_ROOT}/addproduct`} className={buttonClass('primary', 'px-5 py-2.5 text-xs')}>
              Add product
            </Link>
          </>
        }
      />
      <div className="mt-8">{data ? <DashboardSummary board={data} /> : <LoadState status={status} error={error} label="Loading the dashboard" onRetry={reload} />}</div>
      <Suspense fallback={null}>
        <ClaimRatesPanel />
      </Suspense>
      <ReviewRatingsPanel />
    </>
  );
}
