import { MSG } from '@shop/shared/messages';
import type { PromoRow } from './promo-view.ts';

/** Why a shopper cannot use this promo now, in words for them; null when they can. */
export function promoProblem(promo: PromoRow, { uses, usesByBuyer, now }: { uses: number; usesByBuyer: number; now: Date }): string | null {
  if (!promo.active) return MSG.invalidPromo;
  if (promo.startsAt && now < promo.startsAt) return MSG.invalidPromo;
  if (promo.endsAt && now >= promo.endsAt) return MSG.invalidPromo;
  if (promo.maxUses !== null && uses >= promo.maxUses) return 'This promo code has been used up';
  if (promo.oncePerCustomer && usesByBuyer > 0) return 'This promo code can be used once per customer, and this email has used it';
  return null;
}
