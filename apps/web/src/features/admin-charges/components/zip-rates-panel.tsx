import { useState } from 'react';
import { MAX_ZIP_TABLE_BYTES, tableOfFileName, type TaxState, type ZipRatesReport } from '@shop/shared/tax';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/shop-dates.ts';
import type { removeZipRates, uploadZipRates } from '../admin-charges-api.ts';
import { stateName } from '../tax-state-rules.ts';
import { rateRange, zipCount } from '../zip-table-rules.ts';
import { Alert } from '../../../components/ui/alert.tsx';

const cell = 'px-3 py-2 text-left align-top';

interface ZipRatesPanelProps {
  tax: TaxState;
  upload: typeof uploadZipRates;
  remove: typeof removeZipRates;
  /** A table was loaded or removed: the list reads the states again. */
  onChanged: (message: string) => void;
  onClose: () => void;
}

/**
 * A state's ZIP rate table (decision 046): the one loaded (its date, count and rates) with Remove, and a
 * new file checked first (the dry run's counts, rate range and every refused row), then loaded whole.
 */
export function ZipRatesPanel({ tax, upload, remove, onChanged, onClose }: ZipRatesPanelProps) {
  const name = stateName(tax.state);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [effectiveOn, setEffectiveOn] = useState('');
  const [report, setReport] = useState<ZipRatesReport | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);

  async function send(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const answer = await upload(tax.state, { csv: file.text, fileName: file.name, effectiveOn: effectiveOn || null, dryRun });
      setReport(answer);
      if (answer.applied) onChanged(`${name}: ${zipCount(answer.zips)} loaded, in effect from ${formatDate(answer.effectiveOn, 'UTC')}`);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  async function removeTable() {
    setBusy(true);
    setError('');
    try {
      await remove(tax.state);
      onChanged(`${name}: ZIP rates removed; the state rate applies everywhere`);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
      setConfirmRemove(false);
    }
  }

  const canLoad = report?.dryRun === true && report.refused.length === 0 && report.zips > 0;
  const table = tax.zipTable;
  return (
    <div className="space-y-6">
      <div className="space-y-2 text-sm text-muted">
        <p>
          Load the state&rsquo;s ZIP rate table, the free per-state CSV many shops use (Avalara&rsquo;s TAXRATES_ZIP5_{tax.state}{' '}
          file: State, ZipCode, TaxRegionName, EstimatedCombinedRate...). An order to a ZIP code in it is taxed at that ZIP&rsquo;s
          combined rate; any other ZIP code in {name} at the state rate ({rateRange(tax.ratePercent, tax.ratePercent)}). A new table
          replaces the whole of the old one.
        </p>
      </div>
      <div className="rounded-2xl bg-cream-100 px-5 py-4 text-sm" role="status">
        {table ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              <span className="font-semibold text-forest-900">
                {zipCount(table.zips)}, in effect from {formatDate(table.effectiveOn, 'UTC')}
              </span>{' '}
              <span className="text-muted">
                {rateRange(table.minRatePercent, table.maxRatePercent)}
                {table.fileName ? ` · ${table.fileName}` : ''}
              </span>
            </p>
            <Button variant="ghost" className="px-4 py-2 text-xs text-alert" disabled={busy} onClick={() => setConfirmRemove(true)}>
              Remove ZIP rates
            </Button>
          </div>
        ) : (
          <p>No ZIP rates loaded: every order to {name} is taxed at the state rate.</p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <label className="block text-sm">
          <span className="mb-1.5 block font-medium text-forest-900">ZIP rate table (CSV)</span>
          <input
            type="file"
            name="zipRates"
            accept=".csv,text/csv"
            className="block w-full text-sm"
            onChange={async (event) => {
              const picked = event.target.files?.[0];
              setReport(null);
              setError('');
              if (!picked) return setFile(null);
              if (picked.size > MAX_ZIP_TABLE_BYTES) {
                setFile(null);
                return setError("The file is larger than 1 MB: one state's ZIP rate table is far smaller");
              }
              setFile({ name: picked.name, text: await picked.text() });
              setEffectiveOn(tableOfFileName(picked.name)?.effectiveOn ?? '');
            }}
          />
        </label>
        <Field
          label="Rates take effect on"
          name="effectiveOn"
          type="date"
          value={effectiveOn}
          hint="Read from the file name when it says (TAXRATES_ZIP5_NC202601.csv: Jan 1, 2026)"
          onChange={(event) => {
            setEffectiveOn(event.target.value);
            setReport(null);
          }}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" className="px-5 py-2.5 text-xs" disabled={!file || busy} onClick={() => void send(true)}>
          Check file
        </Button>
        <Button className="px-5 py-2.5 text-xs" disabled={!canLoad || busy} onClick={() => void send(false)}>
          {report && canLoad ? `Load ${zipCount(report.zips)}` : 'Load'}
        </Button>
        <Button variant="ghost" className="px-5 py-2.5 text-xs" onClick={onClose}>
          Close
        </Button>
      </div>
      {error ? (
        <Alert>
          {error}
        </Alert>
      ) : null}
      {report ? <ZipRatesReportView report={report} fileName={file?.name ?? 'The file'} /> : null}
      <ConfirmDialog
        open={confirmRemove}
        title={`Remove the ZIP rates of ${name}?`}
        confirmLabel="Remove ZIP rates"
        busy={busy}
        onConfirm={() => void removeTable()}
        onClose={() => setConfirmRemove(false)}
      >
        Every order to {name} is then taxed at the state rate. Orders already placed keep their tax.
      </ConfirmDialog>
    </div>
  );
}

function ZipRatesReportView({ report, fileName }: { report: ZipRatesReport; fileName: string }) {
  const range = report.minRatePercent !== null && report.maxRatePercent !== null ? rateRange(report.minRatePercent, report.maxRatePercent) : null;
  return (
    <section aria-label={`${fileName}: ${report.applied ? 'loaded' : 'checked'}`} className="space-y-3 text-sm">
      <p role="status">
        {report.applied ? 'Loaded' : 'Checked'}: {report.rows.toLocaleString('en-US')} rows; {zipCount(report.zips)} in{' '}
        {report.regions} tax {report.regions === 1 ? 'region' : 'regions'}
        {range ? `, rates ${range}` : ''}, in effect from {formatDate(report.effectiveOn, 'UTC')}; {report.refused.length}{' '}
        {report.refused.length === 1 ? 'row' : 'rows'} refused.
        {report.replaces && !report.applied ? ` It replaces the table of ${formatDate(report.replaces.effectiveOn, 'UTC')} (${zipCount(report.replaces.zips)}).` : ''}
      </p>
      {report.refused.length > 0 ? (
        <table className="w-full">
          <caption className="text-left font-semibold">Refused rows: nothing is loaded until they are mended</caption>
          <thead>
            <tr>
              <th className={cell}>Line</th>
              <th className={cell}>ZIP</th>
              <th className={cell}>Why</th>
            </tr>
          </thead>
          <tbody>
            {report.refused.map((row) => (
              <tr key={`${row.row}-${row.reason}`} className="border-t border-sand-300">
                <td className={`${cell} tabular-nums`}>{row.row}</td>
                <td className={`${cell} tabular-nums`}>{row.zip}</td>
                <td className={cell}>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
