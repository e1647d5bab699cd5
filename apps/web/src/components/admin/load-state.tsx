import { Button } from '../ui/button.tsx';
import { PageSpinner } from '../ui/spinner.tsx';

/** While a screen has nothing yet: a spinner, or the error with a way to try again. */
export function LoadState({ status, error, label, onRetry }: { status: string; error: string; label: string; onRetry: () => void }) {
  if (status !== 'failed') return <PageSpinner label={label} />;
  return (
    <div role="alert" className="rounded-2xl border border-clay-500/40 bg-white px-6 py-10 text-center">
      <p className="font-serif text-2xl text-forest-900">That did not load</p>
      <p className="mt-2 text-sm text-alert">{error}</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
