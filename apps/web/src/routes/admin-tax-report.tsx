import { useState } from 'react';
import { Link } from 'react-router';
import type { NexusThresholdInput } from '@shop/shared/tax-report';
import { LoadState } from '../components/admin/load-state.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { NexusThresholdEditor } from '../features/admin-tax-report/components/nexus-threshold-editor.tsx';
import { MonthlyTaxTable, NexusWarnings, StateThresholdTable } from '../features/admin-tax-report/components/tax-report.tsx';
import {
  TAX_REPORT_CSV,
  TAX_REPORT_MONTHS,
  downloadTaxReportCsv,
  getTaxReport,
  listNexusThresholds,
  saveNexusThreshold,
} from '../features/admin-tax-report/tax-report-api.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { ADMIN_ROOT } from '../lib/admin-root.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';
import { Alert } from '../components/ui/alert.tsx';

const REPORT = `${ADMIN_ROOT}/tax-report`;
const sectionTitle = 'text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase';

/** /account/admin/tax-report: its own lazy chunk (decision 036) with the thresholds it uses. */
export function AdminTaxReportPage() {
  useTitle('Tax report');
  const { data, status, error, reload } = useAdminData(getTaxReport);
  const [downloadError, setDownloadError] = useState('');
  return (
    <>
      <AdminHeader
        eyebrow="TAX REPORT"
        title="Sales tax by state"
        description={<>The last {TAX_REPORT_MONTHS} months of paid orders by ship-to state, in UTC months. Not tax advice: check each state's rules before you file.</>}
        actions={
          <>
            <a
              href={TAX_REPORT_CSV}
              className={buttonClass('secondary', 'px-5 py-2.5 text-xs')}
              onClick={(event) => {
                event.preventDefault();
                setDownloadError('');
                downloadTaxReportCsv().catch((failure: unknown) => setDownloadError(messageOf(failure)));
              }}
            >
              Download CSV
            </a>
            <Link to={`${REPORT}/thresholds`} className={buttonClass('ghost', 'px-5 py-2.5 text-xs')}>
              Edit thresholds
            </Link>
          </>
        }
      />
      {downloadError ? (
        <Alert className="mt-4">
          {downloadError}
        </Alert>
      ) : null}
      <div className="mt-8 space-y-10">
        {data ? (
          <>
            <NexusWarnings states={data.byState} months={data.months} />
            <section aria-labelledby="by-state" className="space-y-3">
              <h2 id="by-state" className={sectionTitle}>
                Where you sell, beside each state's threshold
              </h2>
              <StateThresholdTable states={data.byState} />
              <p className="text-xs text-muted">
                Sales are what paid orders cost before tax (plants after discounts, plus shipping), not less refunds. States measure
                their thresholds in different ways and periods (often the current or previous calendar year): the thresholds are the
                shop's copy, with the day each was checked. <Link to={`${REPORT}/thresholds`} className="underline underline-offset-4">Correct them here.</Link>
              </p>
            </section>
            <section aria-labelledby="by-month" className="space-y-3">
              <h2 id="by-month" className={sectionTitle}>
                Tax collected per state per month
              </h2>
              <MonthlyTaxTable monthly={data.monthly} />
              <p className="text-xs text-muted">
                Orders count in the month they were paid; refunds in the month they were made. A refunded line gives back its share
                of the tax and a full refund the rest. A refund of an amount does not say how much of it was tax: it is listed under
                Amount refunds and not counted as tax refunded, unless the order is then refunded in full, when all of its tax counts
                as given back.
              </p>
            </section>
          </>
        ) : (
          <LoadState status={status} error={error} label="Loading the tax report" onRetry={reload} />
        )}
      </div>
    </>
  );
}

/** /account/admin/tax-report/thresholds: the economic-nexus thresholds the report compares each state with. */
export function AdminNexusThresholdsPage() {
  useTitle('Nexus thresholds');
  const { data, status, error, reload, update } = useAdminData(listNexusThresholds);
  async function save(state: string, input: NexusThresholdInput) {
    const saved = await saveNexusThreshold(state, input);
    update((all) => all.map((row) => (row.state === saved.state ? saved : row)));
    return saved;
  }
  return (
    <>
      <AdminHeader
        eyebrow="TAX REPORT"
        title="Economic-nexus thresholds"
        description="From how much a year in sales, or how many orders, each state asks a seller from elsewhere to collect its sales tax. States change them: check with the state and note the day."
        actions={
          <Link to={REPORT} className={buttonClass('ghost', 'px-5 py-2.5 text-xs')}>
            Back to the report
          </Link>
        }
      />
      <div className="mt-8">{data ? <NexusThresholdEditor thresholds={data} onSave={save} /> : <LoadState status={status} error={error} label="Loading the thresholds" onRetry={reload} />}</div>
    </>
  );
}
