import { formatUsd, fromCents, toCents } from '@shop/shared/money';
import type { OrderCreate, PlacedOrder } from '@shop/shared/orders';
import type { AuthUser } from '../../auth-user.ts';
import type { WeatherProvider } from '../delivery/index.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { BadRequest, Forbidden, Unauthorized } from '../../errors.ts';
import { resolveVariants, UnknownProducts } from '../catalog/index.ts';
import { holdStock } from '../inventory/index.ts';
import { addressKey, chargesOf, createPendingOrder, newCheckoutToken, parseOrderCart, toPlacedLine, type WantedLine } from '../orders/index.ts';
import { claimPromo, findActivePromo, recordRedemption } from '../promos/index.ts';
import { checkShipTo } from './check-ship-to.ts';
import { destinationOf } from './pickup-destination.ts';
import { deliveryFor, orderWeatherOf } from './order-delivery.ts';
import { cartPricedLines, goodsCentsOf, priceOrder, promoPercentOf, type TaxBy } from './price-order.ts';
import { limitHeldOrders } from './limit-held-orders.ts';

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
  /** Who computes the sales tax (the shop's rates unless STRIPE_TAX=on). */
  taxBy?: TaxBy;
}

/**
 * Each wanted line's product and variant (a line naming none is the product's default), in the cart's
 * order; unknown products are a 400 naming them, as docs/product's client only sends what it listed.
 */
export async function resolveCartLines(db: DbOrTx, wanted: readonly WantedLine[]) {
  try {
    return await resolveVariants({ db, lines: wanted });
  } catch (error) {
    if (error instanceof UnknownProducts) throw new BadRequest(`Unknown product${error.productIds.length > 1 ? 's' : ''}: ${error.productIds.join(', ')}`);
    throw error;
  }
}

/** The cart's lines resolved (resolveCartLines), lines of the same variant merged. */
async function resolveOrderLines(tx: Tx, wanted: readonly WantedLine[]) {
  const resolved = await resolveCartLines(tx, wanted);
  const byVariant = new Map<number, (typeof resolved)[number] & { qty: number }>();
  resolved.forEach((line, index) => {
    const seen = byVariant.get(line.variant.id);
    byVariant.set(line.variant.id, { ...line, qty: (seen?.qty ?? 0) + wanted[index]!.qty });
  });
  return [...byVariant.values()];
}

/**
 * POST /api/orders, the first step of an order's life (decision 028): in one transaction, the buyer's
 * limits (orders), the promo (promos), today's prices (catalog) priced by the one quote, the pending
 * order's rows (orders), its stock held (inventory) and its promo use recorded. Client prices and totals
 * are never read; not enough stock throws OutOfStock and writes nothing. One buyer (an email, or an
 * address) may hold only so many unpaid orders, and one email no more of a plant in them together than
 * the plant's per-shopper cap.
 */
export async function placeOrder({
  db,
  weather,
  user,
  input,
  client,
}: {
  db: Db;
  weather: WeatherProvider;
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
  const { now } = client;
  // A pickup is collected at its place, whose address stands in for the ship-to (decision 067).
  const { address, pickup } = await destinationOf({ db, input: { ...input, now } });
  // The ZIP's state is the order's (decision 046): checked before anything is asked of the weather or held.
  if (!pickup) await checkShipTo({ db, input: { state: address.state, zip: address.zip, field: 'address.zip' } });

  // The journey and the weather at the ship-to ZIP (decision 044), before the transaction: the forecast may
  // take its short timeout, and no transaction waits on it. What it decides is written with the order.
  // With no rate named, the plan is for the rate the quote picks for these goods (free shipping counted);
  // the order is then priced by that same rate.
  const cart = await resolveCartLines(db, wanted);
  const hardy = cart.every(({ product }) => product.hardy);
  const promoNow = promoCode === '' ? null : await findActivePromo({ db, input: { name: promoCode, now } });
  const goodsCents = goodsCentsOf(cartPricedLines(cart, wanted), promoPercentOf(promoNow));
  // A pickup never travels: no rate, no forecast, no heat pack.
  const { plan, rateId: plannedRateId } = pickup ? { plan: null, rateId: null } : await deliveryFor({ db, weather, input: { zip: address.zip, rateId: input.shippingRateId, goodsCents, hardy, now } });
  const heatPackCents = plan?.heatPackCents ?? 0;

  const placed = await db.transaction(async (tx) => {
    const alreadyHeld = await limitHeldOrders({ db: tx, input: { email: input.userEmail, placedFrom, limit: client.heldOrderLimit, now } });
    const promo = promoCode === '' ? null : await claimPromo({ db: tx, input: { name: promoCode, email: input.userEmail, now } });

    const resolved = await resolveOrderLines(tx, wanted);
    const lines = resolved.map(({ product, variant, qty }) => {
      const productName = variant.title ? `${product.name} (${variant.title})` : product.name;
      if (qty > variant.maxPerOrder) throw new BadRequest(`At most ${variant.maxPerOrder} of ${productName} per order`);
      const held = alreadyHeld.get(variant.id) ?? 0;
      if (held + qty > variant.maxPerOrder) {
        throw new BadRequest(`You already hold ${held} of ${productName} in unpaid orders; at most ${variant.maxPerOrder} per shopper until they are paid or expire`);
      }
      return { productId: product.id, productName: product.name, variantId: variant.id, variantTitle: variant.title, sku: variant.sku, qty, unitPriceCents: toCents(variant.price), heldAs: productName, taxCategory: product.taxCategory };
    });
    const promoRatePercent = promoPercentOf(promo);
    const { quote: priced, rate, tax, taxAtPayment } = await priceOrder({
      db: tx,
      input: {
        lines: lines.map((line) => ({ unitCents: line.unitPriceCents, qty: line.qty, taxCategory: line.taxCategory })),
        promoRatePercent,
        shippingRateId: input.shippingRateId ?? plannedRateId,
        pickup: pickup !== null,
        state: address.state,
        zip: address.zip,
        taxBy: client.taxBy ?? 'rates',
        heatPackCents,
      },
    });
    if (priced.totalCents > MAX_ORDER_CENTS) throw new BadRequest(`One order can be at most ${formatUsd(MAX_ORDER_CENTS)}`);

    const created = await createPendingOrder({
      db: tx,
      input: {
        userId,
        order: input,
        lines: lines.map(({ heldAs: _shown, taxCategory: _taxed, ...line }) => line),
        quote: priced,
        promo: promo && { id: promo.id, name: promo.name, ratePercent: promoRatePercent },
        shipping: rate && { rateId: rate.id, name: rate.name, minDays: rate.minDays, maxDays: rate.maxDays },
        tax: tax && { state: tax.state, region: tax.region, rateMillionths: tax.rateMillionths },
        taxSource: taxAtPayment ? 'stripe' : tax ? 'rates' : 'none',
        checkoutTokenHash: checkout.hash,
        placedFrom,
        address,
        weather: pickup ? { pickup: { locationId: pickup.id, readyOn: pickup.readyOn } } : orderWeatherOf(plan, now),
        hardy,
        heatPackCents,
        now,
      },
    });
    const orderId = created.order.id;
    const held = lines.map((line) => ({ variantId: line.variantId, qty: line.qty, productName: line.heldAs }));
    await holdStock({ db: tx, input: { orderId, lines: held, expiresAt: new Date(now.getTime() + RESERVATION_MS), at: now } });
    if (promo) await recordRedemption({ db: tx, input: { promoId: promo.id, orderId, email: input.userEmail } });
    return created;
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
    ...chargesOf(order),
    lines: lines.map(toPlacedLine),
    checkoutToken: checkout.token,
  };
}
