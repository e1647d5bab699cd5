import { Link } from 'react-router';
import { MSG } from '@shop/shared/messages';
import { buttonClass } from '../components/ui/button.tsx';
import { useTitle } from '../lib/use-title.ts';

export function NotFoundPage() {
  useTitle('Page not found');
  return (
    // Full-bleed (the layout's room above the footer and its screen-tall minimum off), so the footer is in view (decision 029).
    <section data-full-bleed className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-xs font-semibold tracking-[0.3em] text-forest-600">404</p>
      <h1 className="mt-4 font-serif text-4xl text-forest-900 sm:text-5xl">{MSG.pageNotFound}</h1>
      <p className="mt-4 text-muted">This page has wilted away. Let's get you back to greener pastures.</p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        Back home
      </Link>
    </section>
  );
}
