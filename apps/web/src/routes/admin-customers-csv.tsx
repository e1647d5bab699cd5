import { useEffect, useState } from 'react';
import { decodeCsvFile } from '@shop/shared/catalog-import';
import { type CustomerImportReport, type CustomerInvitations, MAX_CUSTOMER_IMPORT_BYTES } from '@shop/shared/customer-import';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { downloadText } from '../features/admin-catalog-csv/catalog-csv-api.ts';
import { EXPORT_CUSTOMERS_CSV, fetchCustomersCsv, importCustomers, readInvitations, sendInvitations } from '../features/admin-customers-csv/customers-csv-api.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';
import { Alert } from '../components/ui/alert.tsx';

const sectionTitle = 'text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase';
const cell = 'px-3 py-2 text-left align-top';
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Summary({ report }: { report: CustomerImportReport }) {
  const made = report.applied ? 'made' : 'to make';
  return (
    <div className="space-y-1 text-sm" role="status">
      <p>
        {report.dryRun ? 'Checked' : report.applied ? 'Imported' : 'Nothing was imported'} ({report.columns === 'current' ? "Shopify's current columns" : "Shopify's older columns"}):{' '}
        {plural(report.rows, 'row')}; {plural(report.created, 'account')} {made}, {report.skipped.length} skipped (an account has the email already),{' '}
        {plural(report.rejected.length, 'row')} refused.
      </p>
      <p className="text-muted">
        {report.withAddress} with a saved address; {report.consenting} said yes to email marketing (recorded as consent from the Shopify import). Accounts come
        without a password: customers get in with an invitation or "Forgot password?".
      </p>
    </div>
  );
}

function RefusedRows({ report }: { report: CustomerImportReport }) {
  if (report.rejected.length === 0) return null;
  return (
    <table className="w-full text-sm">
      <caption className="text-left font-semibold">Refused rows: mend them and check again (nothing is imported while a row is refused)</caption>
      <thead>
        <tr>
          <th className={cell}>Row</th>
          <th className={cell}>Email</th>
          <th className={cell}>Why</th>
        </tr>
      </thead>
      <tbody>
        {report.rejected.map((row) => (
          <tr key={row.row} className="border-t border-sand-300">
            <td className={cell}>{row.row}</td>
            <td className={`${cell} break-all`}>{row.handle}</td>
            <td className={cell}>
              <ul className="space-y-1">
                {row.problems.map((problem) => (
                  <li key={`${problem.column}-${problem.reason}`}>
                    {problem.column ? <span className="font-semibold">{problem.column}: </span> : null}
                    {problem.reason}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RowList({ caption, rows }: { caption: string; rows: { row: number; email: string; note?: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-sm">
      <caption className="text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          <th className={cell}>Row</th>
          <th className={cell}>Email</th>
          {rows[0]!.note !== undefined ? <th className={cell}>Note</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.row} className="border-t border-sand-300">
            <td className={cell}>{row.row}</td>
            <td className={`${cell} break-all`}>{row.email}</td>
            {row.note !== undefined ? <td className={cell}>{row.note}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Invitations({ refresh }: { refresh: number }) {
  const [counts, setCounts] = useState<CustomerInvitations | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    readInvitations()
      .then(setCounts)
      .catch((failure: unknown) => setError(messageOf(failure)));
  }, [refresh]);
  if (!counts || counts.waiting + counts.invited === 0) return error ? <Alert>{error}</Alert> : null;
  return (
    <section aria-labelledby="invitations" className="space-y-3">
      <h2 id="invitations" className={sectionTitle}>
        Invitations
      </h2>
      <p className="text-sm">
        {plural(counts.waiting, 'imported account')} not invited yet, {counts.invited} invited, {counts.joined} with a password. Each batch emails up to{' '}
        {counts.batchSize} customers a link to choose a password (good for a week), at most {counts.batchesPerHour} batches an hour.
      </p>
      {counts.waiting === 0 ? (
        <p className="text-sm text-muted">Every imported account has had its invitation.</p>
      ) : (
        <Button
          className="px-5 py-2.5 text-xs"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setError('');
            sendInvitations()
              .then(setCounts)
              .catch((failure: unknown) => setError(messageOf(failure)))
              .finally(() => setBusy(false));
          }}
        >
          Send {plural(Math.min(counts.batchSize, counts.waiting), 'invitation')}
        </Button>
      )}
      {counts.sent > 0 ? <p className="text-sm">{plural(counts.sent, 'invitation')} on the way.</p> : null}
      {error ? (
        <Alert>
          {error}
        </Alert>
      ) : null}
    </section>
  );
}

/** /account/admin/customers: a Shopify customer CSV checked, then imported all or nothing; invitations; the export (decision 062). Its own lazy chunk. */
export function AdminCustomersCsvPage() {
  useTitle('Customers');
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<CustomerImportReport | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [imports, setImports] = useState(0);

  const run = async (dryRun: boolean) => {
    if (!csv) return;
    setBusy(true);
    setError('');
    try {
      const answer = await importCustomers(csv.text, dryRun);
      setReport(answer);
      if (answer.applied) setImports((n) => n + 1);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const canImport = report?.dryRun === true && report.rejected.length === 0 && report.created > 0;

  return (
    <>
      <AdminHeader
        eyebrow="CUSTOMERS"
        title="Your customers as a Shopify customer CSV"
        description={
          <>
            Check a file first: nothing is written until you import it, and nothing at all while a row is refused. An email that already has an account here is
            skipped, and that account is left as it is.
          </>
        }
        actions={
          <a
            href={EXPORT_CUSTOMERS_CSV}
            className={buttonClass('secondary', 'px-5 py-2.5 text-xs')}
            onClick={(event) => {
              event.preventDefault();
              setError('');
              fetchCustomersCsv()
                .then((text) => downloadText(text, 'customers.csv'))
                .catch((failure: unknown) => setError(messageOf(failure)));
            }}
          >
            Export CSV
          </a>
        }
      />
      <div className="mt-8 space-y-8">
        <section aria-labelledby="customers-file" className="space-y-3">
          <h2 id="customers-file" className={sectionTitle}>
            Import
          </h2>
          <label className="block text-sm">
            <span className="mb-1 block font-semibold">Customer CSV (Shopify's export, current or older columns)</span>
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                setReport(null);
                setError('');
                if (!file) return setCsv(null);
                if (file.size > MAX_CUSTOMER_IMPORT_BYTES) {
                  setCsv(null);
                  return setError('The file is larger than 8 MB: split it into smaller files');
                }
                // Only UTF-8, or UTF-16 with its mark, is read: anything else is named, not garbled (decision 053).
                const decoded = decodeCsvFile(new Uint8Array(await file.arrayBuffer()));
                if (!decoded.ok) {
                  setCsv(null);
                  return setError(decoded.message);
                }
                setCsv({ name: file.name, text: decoded.text });
              }}
            />
          </label>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" className="px-5 py-2.5 text-xs" disabled={!csv || busy} onClick={() => void run(true)}>
              Check file
            </Button>
            <Button className="px-5 py-2.5 text-xs" disabled={!canImport || busy} onClick={() => void run(false)}>
              Import
            </Button>
          </div>
          {busy ? <p className="text-sm text-muted">Working…</p> : null}
          {error ? (
            <Alert>
              {error}
            </Alert>
          ) : null}
        </section>
        {report ? (
          <section aria-labelledby="customers-report" className="space-y-4">
            <h2 id="customers-report" className={sectionTitle}>
              {csv?.name ?? 'The file'}
            </h2>
            <Summary report={report} />
            <RefusedRows report={report} />
            <RowList caption="Coming in without their address" rows={report.notes.map(({ row, email, note }) => ({ row, email, note }))} />
            <RowList caption="Skipped: an account here has the email already (left as it is)" rows={report.skipped} />
          </section>
        ) : null}
        <Invitations refresh={imports} />
      </div>
    </>
  );
}
