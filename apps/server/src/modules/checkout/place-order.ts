import { discountCents, formatUsd, fromCents, toCents } from '@shop/shared/money';
import type { OrderCreate, PlacedOrder } from '@shop/shared/orders';
import type { AuthUser } from '../../auth-user.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, stockReservations } from '../../db/schema/orders.ts';
import { BadRequest, Forbidden, Unauthorized } from '../../errors.ts';
import { getProductsByIds } from '../catalog/get-product.ts';
import { reserveStock } from '../catalog/stock.ts';
import { claimPromo, recordRedemption } from '../promos/claim-promo.ts';
import { newCheckoutToken } from './authorize-order.ts';
import { addressKey, limitHeldOrders } from './limit-held-orders.ts';
import { toPlacedLine } from './order-view.ts';
import { parseOrderCart } from './parse-order-cart.ts';

/** How long stock stays held for an order that has not been paid. */
export const RESERVATION_MS = 30 * 60 * 1000;
/** A payment page opened near the end of the hold may keep it this much longer, never more. */
export const HOLD_GRACE_MS = 5 * 60 * 1000;
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

export interface PlacingClient {
  /** The client's address, as the server sees it. */
  ip: string;
  /** How many unpaid orders holding stock one email, or one address, may have. */
  heldOrderLimit: number;
  now: Date;
}

/**
 * Prices the cart from the database (client prices and totals are never read), applies the active
 * promo, and in one transaction takes the stock and writes the pending order; not enough stock
 * throws OutOfStock and writes nothing. One buyer (an email, or an address) may hold only so many unpaid
 * orders, and one email no more of a plant in them together than the plant's per-shopper cap.
 */
export async function placeOrder({
  db,
  user,
  input,
  client,
}: {
  db: Db;
  user: AuthUser | null;
  input: OrderCreate;
  client: PlacingClient;
}): Promise<PlacedOrder> {
  if (input.currencyId !== USD) throw new BadRequest('Only US dollars (currencyId 1) are accepted');
  const userId = ownerOf(user, input.userId);
  const wanted = parseOrderCart(input.cart);
  const promoCode = input.promoCode?.trim().toLowerCase() ?? '';
  const checkout = newCheckoutToken();

  const placedFrom = addressKey(client.ip);

  const placed = await db.transaction(async (tx) => {
    const alreadyHeld = await limitHeldOrders({ db: tx, input: { email: input.userEmail, placedFrom, limit: client.heldOrderLimit, now: client.now } });
    const promo = promoCode === '' ? null : await claimPromo({ db: tx, input: { name: promoCode, email: input.userEmail, now: client.now } });

    const found = await getProductsByIds({ db: tx, ids: wanted.map((line) => line.productId) });
    const unknown = wanted.filter((line) => !found.has(line.productId)).map((line) => line.productId);
    if (unknown.length > 0) throw new BadRequest(`Unknown product${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);

    const lines = wanted.map(({ productId, qty }) => {
      const product = found.get(productId)!;
      if (qty > product.maxPerOrder) throw new BadRequest(`At most ${product.maxPerOrder} of ${product.name} per order`);
      const held = alreadyHeld.get(productId) ?? 0;
      if (held + qty > product.maxPerOrder) {
        throw new BadRequest(`You already hold ${held} of ${product.name} in unpaid orders; at most ${product.maxPerOrder} per shopper until they are paid or expire`);
      }
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
        placedFrom,
        createdAt: client.now,
        gift: input.gift === true,
        giftMessage: input.gift === true && input.giftMessage ? input.giftMessage : null,
        careTipsConsentAt: input.careTips ? client.now : null,
      })
      .returning();
    const orderId = order!.id;
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
    if (promo) await recordRedemption({ db: tx, input: { promoId: promo.id, orderId, email: input.userEmail } });
    const expiresAt = new Date(client.now.getTime() + RESERVATION_MS);
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
