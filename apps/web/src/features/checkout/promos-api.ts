import type { Promo } from '@shop/shared/promos';
import { ApiError, api } from '../../lib/api.ts';

/** The active promo with that name, or `{}` when there is none (the server answers 404). */
export async function getPromoByName(name: string): Promise<Partial<Promo>> {
  try {
    return (
      (await api<Partial<Promo> | null>(`/api/promos/byName/${encodeURIComponent(name.toLowerCase())}`)) ?? {}
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return {};
    throw error;
  }
}
