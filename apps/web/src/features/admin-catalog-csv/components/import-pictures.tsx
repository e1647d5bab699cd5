import type { ImportPicture } from '@shop/shared/catalog-import';
import { Button } from '../../../components/ui/button.tsx';

const cell = 'px-3 py-2 text-left align-top';

const outcome = (picture: ImportPicture) =>
  picture.status === 'fetched'
    ? 'Fetched'
    : picture.status === 'failed'
      ? `Failed: ${picture.reason ?? 'unknown reason'}`
      : 'To fetch on import';

/**
 * Each picture of the file not yet in the shop (docs/decisions/054): to fetch in a check; fetched, or
 * failed with why, once imported. A failed one never shows another plant's drawing. `onRetry` imports the
 * same file again: the pictures already in the shop are not fetched twice, so only the failed ones are.
 */
export function ImportPictures({
  pictures,
  onRetry,
  busy = false,
}: {
  pictures: readonly ImportPicture[];
  onRetry?: () => void;
  busy?: boolean;
}) {
  if (pictures.length === 0) return null;
  const failed = pictures.filter((picture) => picture.status === 'failed').length;
  const fetched = pictures.filter((picture) => picture.status === 'fetched').length;
  const done = failed + fetched > 0;
  return (
    <div className="space-y-2">
      <table className="w-full text-sm">
        <caption className="text-left font-semibold">
          {done
            ? `Pictures: ${fetched} fetched, ${failed} failed`
            : `Pictures to fetch on import: ${pictures.length}`}
        </caption>
        <thead>
          <tr>
            <th className={cell}>Product</th>
            <th className={cell}>Picture</th>
            <th className={cell}>Result</th>
          </tr>
        </thead>
        <tbody>
          {pictures.map((picture) => (
            <tr key={picture.url} className="border-t border-sand-300">
              <td className={cell}>{picture.handle}</td>
              <td className={`${cell} break-all`}>{picture.url}</td>
              <td className={`${cell} ${picture.status === 'failed' ? 'text-alert' : ''}`}>
                {outcome(picture)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {failed > 0 ? (
        <>
          <p className="text-sm">
            A new plant whose picture failed shows the shop's placeholder; an updated plant keeps the picture
            it had. Import the file again to try the failed pictures again.
          </p>
          {onRetry ? (
            <Button variant="secondary" className="px-5 py-2.5 text-xs" disabled={busy} onClick={onRetry}>
              Fetch failed pictures again
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
