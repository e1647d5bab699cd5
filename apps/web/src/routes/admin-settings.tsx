import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import type { StoreSettingsInput, StoreSettingsView } from '@shop/shared/store-settings';
import { LoadState } from '../components/admin/load-state.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { getStoreSettings, removeLogo, saveStoreSettings, uploadLogo } from '../features/admin-settings/admin-settings-api.ts';
import { LogoField } from '../features/admin-settings/components/logo-field.tsx';
import { StoreSettingsForm } from '../features/admin-settings/components/store-settings-form.tsx';
import { shopSaved } from '../lib/shop.ts';
import { useTitle } from '../lib/use-title.ts';

/** Admin > Settings (decision 045): the shop's name, look, contact, address and clock. */
export function AdminSettingsPage() {
  useTitle('Admin · Settings');
  const { data, status, error, reload, update } = useAdminData(getStoreSettings);
  const dispatch = useDispatch();

  // This tab shows the change at once (header, titles); other visitors' pages on their next load.
  function saved(settings: StoreSettingsView) {
    update(() => settings);
    const { savedAt: _savedAt, ...shop } = settings;
    dispatch(shopSaved(shop));
  }

  return (
    <div className="space-y-8">
      <AdminHeader
        eyebrow="SETTINGS"
        title="Your shop"
        description="Its name and words on every page, email and packing slip."
      />
      {data ? (
        <>
            <LogoField
              logo={data.logo}
              shopName={data.name}
              onUpload={async (file) => {
                saved(await uploadLogo(file));
                toast.success('Logo saved');
              }}
              onRemove={async () => {
                saved(await removeLogo());
                toast.success('Logo removed');
              }}
            />
            <StoreSettingsForm
              initial={data}
              onSave={async (input: StoreSettingsInput) => {
                saved(await saveStoreSettings(input));
                toast.success('Settings saved');
              }}
            />
        </>
      ) : (
        <LoadState status={status} error={error} onRetry={reload} label="Loading the settings" />
      )}
    </div>
  );
}
