import type { ReminderSettings, ReminderSettingsView } from '@shop/shared/checkout-reminders';
import type { OwnerNotifications, OwnerNotificationsView } from '@shop/shared/owner-notifications';
import type { Promo } from '@shop/shared/promos';
import type { StoreSettingsInput, StoreSettingsView } from '@shop/shared/store-settings';
import { api, ApiError } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';

/** The calls Admin > Settings makes (decision 045); the server refuses anyone but an admin. */
export const getStoreSettings = (signal?: AbortSignal) => api<StoreSettingsView>('/api/admin/settings', { signal });
export const saveStoreSettings = (body: StoreSettingsInput) => api<StoreSettingsView>('/api/admin/settings', { method: 'PUT', body });
export const getNotifications = (signal?: AbortSignal) => api<OwnerNotificationsView>('/api/admin/settings/notifications', { signal });
export const saveNotifications = (body: OwnerNotifications) => api<OwnerNotificationsView>('/api/admin/settings/notifications', { method: 'PUT', body });
/** Checkout reminders (decision 072), and the promo codes they may name. */
export const getReminderSettings = async (signal?: AbortSignal) => {
  const [settings, promos] = await Promise.all([api<ReminderSettingsView>('/api/admin/checkout-reminders/settings', { signal }), api<Promo[]>('/api/promos', { signal })]);
  return { settings, codes: promos.filter((promo) => promo.status).map((promo) => promo.name) };
};
export const saveReminderSettings = (body: ReminderSettings) => api<ReminderSettingsView>('/api/admin/checkout-reminders/settings', { method: 'PUT', body });
export const removeLogo = () => api<StoreSettingsView>('/api/admin/settings/logo', { method: 'DELETE' });

/** PUT /api/admin/settings/logo as multipart (field `logo`). */
export async function uploadLogo(file: File): Promise<StoreSettingsView> {
  const form = new FormData();
  form.append('logo', file);
  const response = await fetch('/api/admin/settings/logo', {
    method: 'PUT',
    headers: { accept: 'application/json', authorization: getToken() },
    body: form,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (data as { error?: unknown } | null)?.error;
    throw new ApiError(typeof message === 'string' ? message : 'The logo could not be uploaded', response.status, data);
  }
  return data as StoreSettingsView;
}

/** Whether the owner requires two-factor sign-in for staff (decision 070). */
export const getStaffTwoFactor = (signal?: AbortSignal) => api<{ required: boolean }>('/api/admin/settings/staff-two-factor', { signal });
export const saveStaffTwoFactor = (required: boolean) => api<{ required: boolean }>('/api/admin/settings/staff-two-factor', { method: 'PUT', body: { required } });
