import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import type { StoreSettingsInput, StoreSettingsView } from '@shop/shared/store-settings';
import { LoadState } from '../components/admin/load-state.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import {
  getNotifications,
  getReminderSettings,
  getStaffTwoFactor,
  getStoreSettings,
  removeLogo,
  saveNotifications,
  saveReminderSettings,
  saveStaffTwoFactor,
  saveStoreSettings,
  uploadLogo,
} from '../features/admin-settings/admin-settings-api.ts';
import { CheckoutRemindersForm } from '../features/admin-settings/components/checkout-reminders-form.tsx';
import { LogoField } from '../features/admin-settings/components/logo-field.tsx';
import { NotificationsForm } from '../features/admin-settings/components/notifications-form.tsx';
import { StaffTwoFactor } from '../features/admin-settings/components/staff-two-factor.tsx';
import { StoreSettingsForm } from '../features/admin-settings/components/store-settings-form.tsx';
import { shopSaved } from '../lib/shop.ts';
import { useTitle } from '../lib/use-title.ts';

/** Admin > Settings (decisions 045, 051): the shop's name, look, contact, address and clock, and the owner's own emails. */
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
            {/* Loaded again when the contact email changes: it is who the owner is. */}
            <NotificationsSection key={data.contactEmail} timeZone={data.timeZone} />
            <StaffTwoFactorSection />
            {/* Loaded again when the postal address comes or goes: reminders need it. */}
            <RemindersSection key={data.address ? 'address' : 'none'} />
        </>
      ) : (
        <LoadState status={status} error={error} onRetry={reload} label="Loading the settings" />
      )}
    </div>
  );
}

/** The owner's own emails (decision 051), loaded and saved on their own. */
function NotificationsSection({ timeZone }: { timeZone: string }) {
  const { data, status, error, reload, update } = useAdminData(getNotifications);
  if (!data) return <LoadState status={status} error={error} onRetry={reload} label="Loading the notifications" />;
  return (
    <NotificationsForm
      initial={data}
      timeZone={timeZone}
      onSave={async (input) => {
        const saved = await saveNotifications(input);
        update(() => saved);
        toast.success('Notifications saved');
      }}
    />
  );
}

/** Two-factor sign-in for staff (decision 070), loaded and saved on its own. */
function StaffTwoFactorSection() {
  const { data, status, error, reload, update } = useAdminData(getStaffTwoFactor);
  if (!data) return <LoadState status={status} error={error} onRetry={reload} label="Loading the sign-in setting" />;
  return (
    <StaffTwoFactor
      required={data.required}
      onSave={async (required) => {
        const saved = await saveStaffTwoFactor(required);
        update(() => saved);
        toast.success(saved.required ? 'Two-factor sign-in is now required for staff' : 'Two-factor sign-in is no longer required');
      }}
    />
  );
}

/** Checkout reminders (decision 072), loaded and saved on their own. */
function RemindersSection() {
  const { data, status, error, reload, update } = useAdminData(getReminderSettings);
  if (!data) return <LoadState status={status} error={error} onRetry={reload} label="Loading the checkout reminders" />;
  return (
    <CheckoutRemindersForm
      initial={data.settings}
      codes={data.codes}
      onSave={async (input) => {
        const saved = await saveReminderSettings(input);
        update((now) => ({ ...now, settings: saved }));
        toast.success('Checkout reminders saved');
      }}
    />
  );
}
