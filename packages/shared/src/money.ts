/** Money is integer cents everywhere; dollars exist only at the edges. */

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** A discount in cents, rounded half up to the cent: 15% of $24.99 is $3.75 (3.7485 -> 3.75). */
export function discountCents(subtotalCents: number, rate: number): number {
  return Math.round((subtotalCents * Math.round(rate * 100)) / 100);
}
