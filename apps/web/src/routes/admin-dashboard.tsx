import { lazy, Suspense, useCallback, useState } from 'react';
import type { SalesBy } from '@shop/shared/admin';
import { Link } from 'react-router';
import { LoadState } from '../components/admin/load-state.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { getDashboard, getLaunchChecklist, getSalesChart } from '../features/admin-dashboard/admin-dashboard-api.ts';
import { DashboardSummary } from '../features/admin-dashboard/components/dashboard-summary.tsx';
import { LaunchChecklistPanel } from '../features/admin-dashboard/components/launch-checklist.tsx';
import { SalesPanel } from '../features/admin-dashboard/components/sales-panel.tsx';
import { ReviewRatingsPanel } from '../features/admin-reviews/components/review-ratings-panel.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { formatTime } from '../lib/shop-dates.ts';
import { useTitle } from '../lib/use-title.ts';

/** Claim rates per plant and reason (decision 042): a lazy chunk of its own. */
const ClaimRatesPanel = lazy(() => import('../features/admin-claims/components/claim-rates.tsx'));

export function AdminDashboardPage() {
  useTitle('Admin dashboard');
  const { data, status, error, reload } = useAdminData(getDashboard);
  const [by, setBy] = useState<SalesBy>('day');
  const loadSales = useCallback((signal: AbortSignal) => getSalesChart(by, signal), [by]);
  const sales = useAdminData(loadSales);
  // What stands between the shop and a real first order (decision 052); shown once it has loaded.
  const launch = useAdminData(getLaunchChecklist);
  const refresh = () => {
    reload();
    sales.reload();
    launch.reload();
  };
  return (
    <>
      <AdminHeader
        eyebrow="ADMIN DASHBOARD"
        title="The shop today"
        description={
          <>
            Paid orders count on the day they were paid. Days, months and times are the shop&rsquo;s
            {data ? <>, in {data.timeZone} (updated {formatTime(data.asOf, data.timeZone)})</> : null}.
          </>
        }
        actions={
          <>
            <button type="button" className={buttonClass('ghost', 'px-4 py-2.5 text-xs')} onClick={refresh} disabled={status === 'loading'}>
              Refresh
            </button>
            <Link to={`${ADMIN_ROOT}/addproduct`} className={buttonClass('primary', 'px-5 py-2.5 text-xs')}>
              Add product
            </Link>
          </>
        }
      />
      {launch.data ? (
        <div className="mt-8">
          <LaunchChecklistPanel checklist={launch.data} />
        </div>
      ) : null}
      <div className="mt-8">{data ? (
          <DashboardSummary board={data}>
            <SalesPanel data={sales.data} status={sales.status} error={sales.error} onRetry={sales.reload} by={by} onBy={setBy} timeZone={data.timeZone} />
          </DashboardSummary>
        ) : (
          <LoadState status={status} error={error} label="Loading the dashboard" onRetry={reload} />
        )}
      </div>
      <Suspense fallback={null}>
        <ClaimRatesPanel />
      </Suspense>
      <ReviewRatingsPanel />
    </>
  );
}
