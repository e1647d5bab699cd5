import type { Dashboard, SalesBy, SalesChart } from '@shop/shared/admin';
import type { LaunchChecklist } from '@shop/shared/launch';
import { api } from '../../lib/api.ts';

/** The dashboard's figures (the server refuses anyone but an admin). */

export const getDashboard = (signal?: AbortSignal) => api<Dashboard>('/api/admin/dashboard', { signal });

/** The sales chart: the shop's last 30 days, or its last 12 months (decision 050). */
export const getSalesChart = (by: SalesBy, signal?: AbortSignal) => api<SalesChart>(`/api/admin/dashboard/sales?by=${by}`, { signal });

/** What stands between the shop and a real first order (decision 052). */
export const getLaunchChecklist = (signal?: AbortSignal) => api<LaunchChecklist>('/api/admin/launch-checklist', { signal });
