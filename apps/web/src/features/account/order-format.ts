import { fromCents, toCents } from '@shop/shared/money';
import type { OrderDetailLine, OrderSummary } from '@shop/shared/orders';

/** 'Date of Order': the first 10 characters of createdAt (YYYY-MM-DD). */
export const orderDate = (createdAt: string) => createdAt.slice(0, 10);

/** docs/product's address string: street line, city, state and zip joined by double spaces. */
export function splitAddress(address: string): { street: string; city: string; state: string; zip: string } {
  const [street = '', city = '', state = '', zip = ''] = address.split('  ').map((part) => part.trim());
  return { street, city, state, zip };
}

/**
 * The rows of an order's price as the server priced it (decision 034): the summary's discount, shipping
 * and total. Without the summary (not loaded yet), the lines' sum and nothing else.
 */
export function orderTotals(lines: readonly OrderDetailLine[], summary: Pick<OrderSummary, 'discount' | 'shipping' | 'tax' | 'finalPrice'> | undefined) {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.totalPrice), 0);
  return {
    subtotal: fromCents(subtotalCents),
    discount: summary?.discount ?? 0,
    shipping: summary?.shipping ?? 0,
    tax: summary?.tax ?? 0,
    total: summary?.finalPrice ?? fromCents(subtotalCents),
  };
}
