import { fromCents, toCents } from '@shop/shared/money';
import type { OrderDetailLine } from '@shop/shared/orders';

/** 'Date of Order': the first 10 characters of createdAt (YYYY-MM-DD). */
export const orderDate = (createdAt: string) => createdAt.slice(0, 10);

/** SPEC's address string: street line, city, state and zip joined by double spaces. */
export function splitAddress(address: string): { street: string; city: string; state: string; zip: string } {
  const [street = '', city = '', state = '', zip = ''] = address.split('  ').map((part) => part.trim());
  return { street, city, state, zip };
}

/** DESIGN 4.6: the discount row is the real discount, subtotal minus final price, so the rows add up. */
export function orderTotals(lines: readonly OrderDetailLine[], finalPrice: number | undefined) {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.totalPrice), 0);
  const totalCents = finalPrice === undefined ? subtotalCents : toCents(finalPrice);
  return {
    subtotal: fromCents(subtotalCents),
    discount: fromCents(Math.max(0, subtotalCents - totalCents)),
    total: fromCents(totalCents),
  };
}
