import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { useTitle } from '../lib/use-title.ts';

/** Shown when a screen fails to load or render (for example a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  useTitle('Something went wrong');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Please try again.';
  return (
    <section className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="font-serif text-4xl text-forest-900">Something went wrong</h1>
      <p className="mt-4 text-muted">{detail}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClass('primary')} reloadDocument>
          Home
        </Link>
      </div>
    </section>
  );
}
