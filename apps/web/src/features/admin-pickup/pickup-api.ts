import type { PickupLocation, PickupLocationInput } from '@shop/shared/pickup';
import { api } from '../../lib/api.ts';

/** Admin > Pickup locations' calls (decision 067); the server refuses anyone but an admin. */

export const listPickupLocations = (signal?: AbortSignal) => api<PickupLocation[]>('/api/admin/pickup-locations', { signal });

export const addPickupLocation = (input: PickupLocationInput) => api<PickupLocation>('/api/admin/pickup-locations', { method: 'POST', body: input });

export const savePickupLocation = (id: number, input: PickupLocationInput) => api<PickupLocation>(`/api/admin/pickup-locations/${id}`, { method: 'PUT', body: input });
