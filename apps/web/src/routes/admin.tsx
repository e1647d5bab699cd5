import { useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { selectAuth } from '../features/auth/auth-slice.ts';
import { getToken } from '../lib/storage.ts';
import { useTitle } from '../lib/use-title.ts';

/** Placeholder for the admin area (a later task); a lazy chunk of its own, and only for admins. */
export function AdminPage() {
  useTitle('Admin');
  const { auth, status } = useSelector(selectAuth);
  const known = auth.id !== undefined || status === 'failed';
  if (!getToken()) return <Navigate to="/" replace />;
  if (!known) return <PageSpinner label="Checking your access" />;
  if (!auth.isAdmin) return <Navigate to="/" replace />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-xs font-semibold tracking-[0.3em] text-forest-600">ADMIN DASHBOARD</p>
      <h1 className="mt-3 font-serif text-4xl text-forest-900">Admin settings</h1>
      <p className="mt-4 text-muted">Product, promo and user management are coming soon.</p>
      <Link to="/account" className={buttonClass('secondary', 'mt-8')}>
        Back
      </Link>
    </section>
  );
}
