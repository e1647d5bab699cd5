import { useCallback, useId, useState } from 'react';
import { decodeCsvFile } from '@shop/shared/catalog-import';
import { MAX_REDIRECT_CSV_BYTES, type Redirect, type RedirectImportReport } from '@shop/shared/redirects';
import { AdminTable, type Column } from '../components/admin/admin-table.tsx';
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx';
import { LoadState } from '../components/admin/load-state.tsx';
import { Button } from '../components/ui/button.tsx';
import { inputClass } from '../components/ui/field.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { addRedirect, deleteRedirect, importRedirects, listRedirects } from '../features/admin-redirects/redirects-api.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';
import { Alert } from '../components/ui/alert.tsx';

const sectionTitle = 'text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase';

/** One redirect added by hand: a path of the shop to another. */
function AddRedirect({ onAdded }: { onAdded: (redirect: Redirect) => void }) {
  const [form, setForm] = useState({ from: '', to: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError('');
        try {
          onAdded(await addRedirect(form));
          setForm({ from: '', to: '' });
        } catch (failure) {
          setError(messageOf(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      <div>
        <label htmlFor={fromId} className="mb-1.5 block text-sm font-medium text-forest-900">
          Redirect from
        </label>
        <input id={fromId} name="from" className={`${inputClass} border-sand-300`} placeholder="/products/old-name" value={form.from} autoComplete="off" spellCheck={false} aria-describedby={error ? errorId : undefined} onChange={(event) => setForm({ ...form, from: event.target.value })} />
      </div>
      <div>
        <label htmlFor={toId} className="mb-1.5 block text-sm font-medium text-forest-900">
          Redirect to
        </label>
        <input id={toId} name="to" className={`${inputClass} border-sand-300`} placeholder="/products/new-name" value={form.to} autoComplete="off" spellCheck={false} aria-describedby={error ? errorId : undefined} onChange={(event) => setForm({ ...form, to: event.target.value })} />
      </div>
      <Button type="submit" className="px-5 py-3 text-xs" disabled={busy}>
        Add redirect
      </Button>
      {error ? (
        <Alert id={errorId} className="sm:col-span-3">
          {error}
        </Alert>
      ) : null}
    </form>
  );
}

function ImportSummary({ report }: { report: RedirectImportReport }) {
  const changed = report.added.length + report.replaced.length;
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm">
        {report.dryRun ? 'Checked' : 'Imported'}: {report.rows} rows; {report.added.length} {report.dryRun ? 'to add' : 'added'},{' '}
        {report.replaced.length} {report.dryRun ? 'to replace' : 'replaced'}, {report.refused.length} refused.
        {report.dryRun && changed === 0 && report.refused.length === 0 ? ' The shop already has every redirect of this file.' : ''}
      </p>
      {report.refused.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-forest-900">Refused rows (left out)</h3>
          <ul className="mt-2 space-y-1.5 text-sm">
            {report.refused.map((row) => (
              <li key={row.row}>
                <span className="font-semibold">Row {row.row}</span> <code className="break-all">{row.from || '(empty)'}</code> → <code className="break-all">{row.to || '(empty)'}</code>:{' '}
                <span className="text-alert">{row.reasons.join('; ')}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.replaced.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-forest-900">{report.dryRun ? 'Will get a new target' : 'Given a new target'}</h3>
          <ul className="mt-2 space-y-1.5 text-sm">
            {report.replaced.map((row) => (
              <li key={row.row}>
                Row {row.row} <code className="break-all">{row.from}</code>: <code className="break-all">{row.was}</code> → <code className="break-all">{row.to}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Shopify's URL-redirects CSV: checked first, then imported without its refused rows. */
function ImportRedirects({ onImported }: { onImported: () => void }) {
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<RedirectImportReport | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (dryRun: boolean) => {
    if (!csv) return;
    setBusy(true);
    setError('');
    try {
      setReport(await importRedirects(csv.text, dryRun));
      if (!dryRun) onImported();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const canImport = report?.dryRun === true && report.added.length + report.replaced.length > 0;
  return (
    <div className="space-y-3">
      <label className="block text-sm">
        <span className="mb-1 block font-semibold">URL-redirects CSV (Shopify&rsquo;s export: Redirect from, Redirect to)</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            setReport(null);
            setError('');
            if (!file) return setCsv(null);
            if (file.size > MAX_REDIRECT_CSV_BYTES) {
              setCsv(null);
              return setError('The file is larger than 2 MB: split it and import each part');
            }
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
      {error ? (
        <Alert>
          {error}
        </Alert>
      ) : null}
      {report ? <ImportSummary report={report} /> : null}
    </div>
  );
}

/**
 * /account/admin/redirects (docs/decisions/060-addresses-that-survive-the-move.md): the owner's 301s from an
 * address with no page to a page of the shop, added by hand or from Shopify's CSV. A screen of the admin area's lazy chunk.
 */
export function AdminRedirectsPage() {
  useTitle('Redirects');
  const load = useCallback((signal: AbortSignal) => listRedirects(signal), []);
  const { data, status, error, reload, update } = useAdminData(load);
  const [removing, setRemoving] = useState<Redirect | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeError, setRemoveError] = useState('');

  const columns: readonly Column<Redirect>[] = [
    { label: 'Redirect from', className: 'break-all', cell: (row) => <code>{row.from}</code> },
    { label: 'Redirect to', className: 'break-all', cell: (row) => <code>{row.to}</code> },
    {
      label: 'Actions',
      hideLabel: true,
      align: 'right',
      cell: (row) => (
        <Button variant="secondary" className="px-4 py-2 text-xs" onClick={() => setRemoving(row)} aria-label={`Delete the redirect from ${row.from}`}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminHeader
        eyebrow="REDIRECTS"
        title="Addresses that keep working"
        description={
          <>
            An address with no page here answers 301 to the page you name: your old shop&rsquo;s links keep working.
            Targets are pages of this shop. A product&rsquo;s old handle, and Shopify&rsquo;s /collections, /pages,
            /policies and /search addresses, are redirected on their own.
          </>
        }
      />
      <div className="mt-8 space-y-10">
        <section aria-labelledby="add-redirect" className="space-y-3">
          <h2 id="add-redirect" className={sectionTitle}>
            Add a redirect
          </h2>
          <AddRedirect onAdded={(made) => update((rows) => [...rows, made].sort((a, b) => a.from.toLowerCase().localeCompare(b.from.toLowerCase())))} />
        </section>
        <section aria-labelledby="import-redirects" className="space-y-3">
          <h2 id="import-redirects" className={sectionTitle}>
            Import from Shopify
          </h2>
          <ImportRedirects onImported={reload} />
        </section>
        <section aria-labelledby="redirect-list" className="space-y-3">
          <h2 id="redirect-list" className={sectionTitle}>
            Your redirects{data ? ` (${data.length})` : ''}
          </h2>
          {data === undefined ? (
            <LoadState status={status} error={error} label="Loading the redirects" onRetry={reload} />
          ) : data.length === 0 ? (
            <p className="text-sm text-muted">No redirects yet.</p>
          ) : (
            <AdminTable caption="Redirects" columns={columns} rows={data} />
          )}
          {removeError ? (
            <Alert>
              {removeError}
            </Alert>
          ) : null}
        </section>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Delete this redirect?"
        confirmLabel="Delete redirect"
        busy={busy}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          setBusy(true);
          setRemoveError('');
          try {
            await deleteRedirect(removing.id);
            update((rows) => rows.filter((row) => row.id !== removing.id));
          } catch (failure) {
            setRemoveError(messageOf(failure));
          } finally {
            setBusy(false);
            setRemoving(null);
          }
        }}
      >
        {removing ? (
          <p>
            <code>{removing.from}</code> will be the 404 page again.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
