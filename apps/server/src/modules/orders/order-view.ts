import { fromCents } from '@shop/shared/money';
import { type AdminOrderSummary, type OrderSummary, type PlacedOrderLine } from '@shop/shared/orders';
import type { orderLines, orders } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** SPEC's order: `{ id, createdAt, totalQty, finalPrice, promoRate, status }`. */
export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    totalQty: row.totalQty,
    finalPrice: fromCents(row.finalCents),
    promoRate: row.promoRatePercent / 100,
    status: row.status,
  };
}

export function toPlacedLine(line: Pick<OrderLineRow, 'productId' | 'productName' | 'qty' | 'unitPriceCents' | 'totalCents'>): PlacedOrderLine {
  return {
    productId: line.productId ?? 0,
    productName: line.productName,
    qty: line.qty,
    unitPrice: fromCents(line.unitPriceCents),
    totalPrice: fromCents(line.totalCents),
  };
}

/** `paid`: whether any of the order's payment sessions is paid. */
export function toAdminOrderSummary(row: OrderRow, paid: boolean): AdminOrderSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    userId: row.userId,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`,
    totalQty: row.totalQty,
    subtotal: fromCents(row.subtotalCents),
    discount: fromCents(row.discountCents),
    finalPrice: fromCents(row.finalCents),
    promoRate: row.promoRatePercent / 100,
    promoCode: row.promoName,
    refundDue: row.status === 'canceled' && paid,
  };
}

/** Where a payer lands after the payment page: the web app's confirmation screen. */
export function confirmationUrl(publicUrl: string, orderId: number, status: 'complete' | 'canceled'): string {
  return `${publicUrl}/confirmation?status=${status}&orderid=${orderId}`;
}
