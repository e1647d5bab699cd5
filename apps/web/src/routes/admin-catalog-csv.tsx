import { useState } from 'react';
import {
  decodeCsvFile,
  demoMatches,
  type ImportReport,
  MAX_IMPORT_BYTES,
  refusedRowsCsv,
} from '@shop/shared/catalog-import';
import { someOf } from '@shop/shared/demo-catalogue';
import type { TagMapping } from '@shop/shared/tag-mapping';
import { Button, buttonClass } from '../components/ui/button.tsx';
import {
  downloadCatalogueCsv,
  downloadText,
  EXPORT_CSV,
  importCatalogue,
} from '../features/admin-catalog-csv/catalog-csv-api.ts';
import { ImportPictures } from '../features/admin-catalog-csv/components/import-pictures.tsx';
import { TagMappingTable } from '../features/admin-catalog-csv/components/tag-mapping-table.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { RemoveDemoCatalogue } from '../features/admin-demo-catalogue/components/remove-demo-catalogue.tsx';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';
import { Alert } from '../components/ui/alert.tsx';

const sectionTitle = 'text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase';
const cell = 'px-3 py-2 text-left align-top';

function Summary({ report }: { report: ImportReport }) {
  const [create, update] = report.applied ? ['created', 'updated'] : ['to create', 'to update'];
  return (
    <p className="text-sm" role="status">
      {report.dryRun ? 'Checked' : report.applied ? 'Imported' : 'Nothing was imported'}: {report.rows} rows;{' '}
      {report.created} products {create}, {report.updated} {update}, {report.unchanged} unchanged,{' '}
      {report.rejected.length} rows refused.
      {report.dryRun && report.imagesToFetch > 0
        ? ` ${report.imagesToFetch} pictures will be fetched on import.`
        : ''}
    </p>
  );
}

/** The refused rows' download's name: the file's own, with `-refused` before its extension. */
export const refusedFileName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'products'}-refused.csv`;

/**
 * Every refused row with all of its problems, each naming its column (docs/product/screens.md), and the
 * refused rows as a CSV to fix and check again, made here from the check's answer.
 */
function RefusedRows({ report, fileName }: { report: ImportReport; fileName: string }) {
  if (report.rejected.length === 0) return null;
  return (
    <div className="space-y-3">
      <table className="w-full text-sm">
        <caption className="text-left font-semibold">Refused rows: mend them and check again</caption>
        <thead>
          <tr>
            <th className={cell}>Row</th>
            <th className={cell}>Handle</th>
            <th className={cell}>Why</th>
          </tr>
        </thead>
        <tbody>
          {report.rejected.map((row) => (
            <tr key={row.row} className="border-t border-sand-300">
              <td className={cell}>{row.row}</td>
              <td className={cell}>{row.handle}</td>
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
      <Button
        variant="secondary"
        className="px-5 py-2.5 text-xs"
        onClick={() => downloadText(refusedRowsCsv(report), refusedFileName(fileName))}
      >
        Download refused rows
      </Button>
      <p className="text-sm text-muted">
        The file has your columns and a last column, Problems, that the import ignores: fix the values and check it again.
      </p>
    </div>
  );
}

/**
 * The file names plants of the demo catalogue (decision 048): importing would update the demo's plants,
 * keeping their care, tags and pictures, instead of making the owner's. The removal is offered right here.
 */
function DemoWarning({ report, onRemoved }: { report: ImportReport; onRemoved: () => void }) {
  const demo = demoMatches(report);
  if (!report.dryRun || demo.length === 0) return null;
  return (
    <Alert tone="box" as="div" className="space-y-3">
      <p>
        {demo.length === 1 ? '1 product of this file would update a demo plant' : `${demo.length} products of this file would update demo plants`}{' '}
        ({someOf(demo.map((product) => product.handle))}): they would keep the demo's care, tags and pictures. Remove the demo
        catalogue first, and they come in as your own plants.
      </p>
      <RemoveDemoCatalogue onRemoved={onRemoved} />
    </Alert>
  );
}

/** /account/admin/import: a Shopify product CSV checked, then imported all or nothing; and the export (decision 040). Its own lazy chunk. */
export function AdminCatalogCsvPage() {
  useTitle('Import and export');
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [checkedAgain, setCheckedAgain] = useState(false);
  /** The owner's changes to the check's mapping of tags and care metafields; the import sends them too. */
  const [mapping, setMapping] = useState<TagMapping>({});

  const run = async (dryRun: boolean, withMapping: TagMapping = mapping) => {
    if (!csv) return;
    setBusy(true);
    setError('');
    setCheckedAgain(false);
    try {
      setReport(await importCatalogue(csv.text, dryRun, withMapping));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const canImport =
    report?.dryRun === true && report.rejected.length === 0 && report.created + report.updated > 0;

  return (
    <>
      <AdminHeader
        eyebrow="IMPORT AND EXPORT"
        title="Your catalogue as a Shopify product CSV"
        description={
          <>
            Check a file first: nothing is written until you import it, and nothing at all while a row is
            refused. Larger files (over 8 MB, or more than 25 new pictures): npm run import -- FILE.
          </>
        }
        actions={
          <a
            href={EXPORT_CSV}
            className={buttonClass('secondary', 'px-5 py-2.5 text-xs')}
            onClick={(event) => {
              event.preventDefault();
              setError('');
              downloadCatalogueCsv().catch((failure: unknown) => setError(messageOf(failure)));
            }}
          >
            Export CSV
          </a>
        }
      />
      <div className="mt-8 space-y-8">
        <section aria-labelledby="import-file" className="space-y-3">
          <h2 id="import-file" className={sectionTitle}>
            Import
          </h2>
          <label className="block text-sm">
            <span className="mb-1 block font-semibold">Product CSV (Shopify's export or template)</span>
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain,text/tab-separated-values"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                setReport(null);
                setError('');
                setMapping({});
                if (!file) return setCsv(null);
                if (file.size > MAX_IMPORT_BYTES) {
                  setCsv(null);
                  return setError('The file is larger than 8 MB: import it with npm run import -- FILE');
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
            <Button
              variant="secondary"
              className="px-5 py-2.5 text-xs"
              disabled={!csv || busy}
              onClick={() => void run(true)}
            >
              Check file
            </Button>
            <Button
              className="px-5 py-2.5 text-xs"
              disabled={!canImport || busy}
              onClick={() => void run(false)}
            >
              Import
            </Button>
          </div>
          {busy ? <p className="text-sm text-muted">Working… (pictures are fetched on import)</p> : null}
          {error ? (
            <Alert>
              {error}
            </Alert>
          ) : null}
        </section>
        {report ? (
          <section aria-labelledby="import-report" className="space-y-4">
            <h2 id="import-report" className={sectionTitle}>
              {csv?.name ?? 'The file'}
            </h2>
            <Summary report={report} />
            {checkedAgain ? <p className="text-sm">The demo catalogue is removed; the file was checked again.</p> : null}
            <DemoWarning
              report={report}
              onRemoved={() => {
                void run(true).then(() => setCheckedAgain(true));
              }}
            />
            <RefusedRows report={report} fileName={csv?.name ?? 'products.csv'} />
            <TagMappingTable
              mapping={report.mapping}
              busy={busy || report.applied}
              onChange={(source, target) => {
                const changed = { ...mapping, [source]: target };
                setMapping(changed);
                void run(true, changed);
              }}
            />
            <ImportPictures
              pictures={report.pictures}
              busy={busy}
              onRetry={report.applied && csv ? () => void run(false) : undefined}
            />
            <table className="w-full text-sm">
              <caption className="text-left font-semibold">Products</caption>
              <thead>
                <tr>
                  <th className={cell}>Row</th>
                  <th className={cell}>Product</th>
                  <th className={cell}>Variants</th>
                  <th className={cell}>{report.applied ? 'Done' : 'Would be'}</th>
                </tr>
              </thead>
              <tbody>
                {report.products.map((product) => (
                  <tr key={product.handle} className="border-t border-sand-300">
                    <td className={cell}>{product.row}</td>
                    <td className={cell}>
                      {product.title} <span className="text-muted">({product.handle})</span>
                      {product.demo ? <span className="ml-2 text-xs font-semibold text-alert">demo plant</span> : null}
                    </td>
                    <td className={cell}>{product.variants}</td>
                    <td className={cell}>
                      {product.action === 'create'
                        ? 'created'
                        : product.action === 'update'
                          ? `updated: ${product.changes.join(', ')}`
                          : 'unchanged'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </div>
    </>
  );
}
