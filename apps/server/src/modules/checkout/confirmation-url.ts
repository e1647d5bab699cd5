/** Where a payer lands after the payment page: the web app's confirmation screen. */
export function confirmationUrl(publicUrl: string, orderId: number, status: 'complete' | 'canceled'): string {
  return `${publicUrl}/confirmation?status=${status}&orderid=${orderId}`;
}
