/** Money is integer cents everywhere; dollars exist only at the edges. */

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * `$1,234.56`, `-$5.00`: exactly what `Intl.NumberFormat('en-US', { currency: 'USD' })` prints, without
 * the tens of milliseconds a phone spends setting that formatter up before the first price shows.
 */
export function formatUsd(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** A discount in cents, rounded half up to the cent: 15% of $24.99 is $3.75 (3.7485 -> 3.75). */
export function discountCents(subtotalCents: number, rate: number): number {
  return Math.round((subtotalCents * Math.round(rate * 100)) / 100);
}
