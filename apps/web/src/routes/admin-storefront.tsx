import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { LoadState } from '../components/admin/load-state.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { getStorefront, saveStorefront } from '../features/admin-storefront/admin-storefront-api.ts';
import { StorefrontForm } from '../features/admin-storefront/components/storefront-form.tsx';
import { landingChanged } from '../features/catalog/products-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

/**
 * /account/admin/storefront: the home page's words, picture, featured plants and ways to shop, and the
 * announcement line above every page (decision 049). Its own lazy chunk.
 */
export function AdminStorefrontPage() {
  useTitle('Admin · Storefront');
  const dispatch = useAppDispatch();
  const { data: settings, status, error, reload } = useAdminData(getStorefront);
  // This tab's home page reads the new content when it is next shown.
  const saved = useCallback(() => {
    dispatch(landingChanged(null));
    toast.success('Storefront saved');
  }, [dispatch]);

  return (
    <>
      <AdminHeader
        eyebrow="STOREFRONT"
        title="Home page and announcement"
        description={
          <>
            What shoppers see first. A change shows on the{' '}
            <a href="/" target="_blank" rel="noreferrer" className="font-medium text-forest-700 underline underline-offset-2">
              home page
            </a>{' '}
            as soon as you save.
          </>
        }
      />
      <div className="mt-8">
        {!settings || status === 'loading' ? (
          <LoadState status={status} error={error} label="Loading the storefront" onRetry={reload} />
        ) : (
          <StorefrontForm settings={settings} onSave={saveStorefront} onSaved={saved} />
        )}
      </div>
    </>
  );
}
