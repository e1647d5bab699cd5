import { discountCents, formatUsd, fromCents, toCents } from '@shop/shared/money';
import { MSG } from '@shop/shared/messages';
import type { OrderCreate, PlacedOrder } from '@shop/shared/orders';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, stockReservations } from '../../db/schema/orders.ts';
import { BadRequest, Forbidden, Unauthorized } from '../../errors.ts';
import type { AuthUser } from '../accounts/sessions.ts';
import { getProductsByIds } from '../catalog/get-product.ts';
import { reserveStock } from '../catalog/stock.ts';
import { findActivePromo } from '../promos/promo-verbs.ts';
import { newCheckoutToken } from './order-access.ts';
import { toPlacedLine } from './order-view.ts';
import { parseOrderCart } from './parse-order-cart.ts';

/** How long stock stays held for an order that has not been paid. */
export const RESERVATION_MS = 30 * 60 * 1000;
/** Stripe's ceiling for one payment ($999,999.99); the test page keeps the same limit. */
export const MAX_ORDER_CENTS = 99_999_999;
const USD = 1;

/** A guest's order has no owner; a signed-in caller (admins too) orders only for themself. */
function ownerOf(user: AuthUser | null, requested: number | null | undefined): number | null {
  if (!user) {
    if (requested != null) throw new Unauthorized('Please log in to place an order for an account');
    return null;
  }
  if (requested != null && requested !== user.id) throw new Forbidden('You can only place orders for yourself');
  return user.id;
}

/**
 * Prices the cart from the database (client prices and totals are never read), applies the active
 * promo, and in one transaction takes the stock and writes the pending order; not enough stock
 * throws OutOfStock and writes nothing.
 */
export async function placeOrder({ db, user, input }: { db: Db; user: AuthUser | null; input: OrderCreate }): Promise<PlacedOrder> {
  if (input.currencyId !== USD) throw new BadRequest('Only US dollars (currencyId 1) are accepted');
  const userId = ownerOf(user, input.userId);
  const wanted = parseOrderCart(input.cart);
  const promoCode = input.promoCode?.trim().toLowerCase() ?? '';
  const checkout = newCheckoutToken();

  const placed = await db.transaction(async (tx) => {
    const promo = promoCode === '' ? null : await findActivePromo({ db: tx, name: promoCode });
    if (promoCode !== '' && !promo) throw new BadRequest(MSG.invalidPromo);

    const found = await getProductsByIds({ db: tx, ids: wanted.map((line) => line.productId) });
    const unknown = wanted.filter((line) => !found.has(line.productId)).map((line) => line.productId);
    if (unknown.length > 0) throw new BadRequest(`Unknown product${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);

    const lines = wanted.map(({ productId, qty }) => {
      const product = found.get(productId)!;
      const unitPriceCents = toCents(product.price);
      return { productId, productName: product.name, qty, unitPriceCents, totalCents: unitPriceCents * qty };
    });
    const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
    if (subtotalCents > MAX_ORDER_CENTS) throw new BadRequest(`One order can be at most ${formatUsd(MAX_ORDER_CENTS)}`);
    const promoRatePercent = promo ? Math.round(promo.discountRate * 100) : 0;
    const discount = discountCents(subtotalCents, promoRatePercent / 100);

    await reserveStock({ db: tx, lines });
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        email: input.userEmail,
        firstName: input.name.firstName,
        lastName: input.name.lastName,
        street1: input.address.street1,
        street2: input.address.street2,
        city: input.address.city,
        state: input.address.state,
        zip: input.address.zip,
        promoId: promo?.id ?? null,
        promoName: promo?.name ?? null,
        promoRatePercent,
        subtotalCents,
        discountCents: discount,
        finalCents: subtotalCents - discount,
        totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
        currencyId: USD,
        checkoutTokenHash: checkout.hash,
      })
      .returning();
    const orderId = order!.id;
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
    const expiresAt = new Date(Date.now() + RESERVATION_MS);
    await tx.insert(stockReservations).values(lines.map((line) => ({ orderId, productId: line.productId, qty: line.qty, expiresAt })));
    return { order: order!, lines };
  });

  const { order, lines } = placed;
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    totalQty: order.totalQty,
    subtotal: fromCents(order.subtotalCents),
    discount: fromCents(order.discountCents),
    finalPrice: fromCents(order.finalCents),
    promoRate: order.promoRatePercent / 100,
    lines: lines.map(toPlacedLine),
    checkoutToken: checkout.token,
  };
}
