import type { Dashboard } from '@shop/shared/admin';
import { api } from '../../lib/api.ts';

/** The dashboard's figures (the server refuses anyone but an admin). */

export const getDashboard = (signal?: AbortSignal) => api<Dashboard>('/api/admin/dashboard', { signal });
