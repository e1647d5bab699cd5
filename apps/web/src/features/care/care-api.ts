import type { CareReminder } from '@shop/shared/care-reminders';
import { api } from '../../lib/api.ts';

export const getCareReminders = (userId: number) => api<CareReminder[]>(`/api/users/${userId}/care-reminders`);

/** Stops one order's care emails; answers the list as it is now. */
export const stopCareReminder = (userId: number, planId: number) =>
  api<CareReminder[]>(`/api/users/${userId}/care-reminders/${planId}`, { method: 'DELETE' });
