import type { DemoCatalogue, DemoCatalogueRemoved } from '@shop/shared/demo-catalogue';
import { api } from '../../lib/api.ts';

/** The demo catalogue's calls (decision 048); the server refuses anyone but an admin. */

/** What is left of the demo catalogue: its plants, pictures, reviews and promo codes. */
export const getDemoCatalogue = (signal?: AbortSignal) => api<DemoCatalogue>('/api/admin/demo-catalogue', { signal });

/** Removes it, all or nothing; plants orders took are archived. */
export const removeDemoCatalogue = () => api<DemoCatalogueRemoved>('/api/admin/demo-catalogue', { method: 'DELETE' });
