import { ratePercentOf } from '@shop/shared/pricing-quote';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueEmail, orderConfirmationMessage , readEmailShop } from '../email/index.ts';
import { getOrderWithLines, orderStatusLink } from '../orders/index.ts';
import { orderDatesOf } from './order-dates.ts';
import { pickupOf } from './pickup-orders.ts';

export const ORDER_CONFIRMATION = 'order-confirmation';

/**
 * Writes the confirmation of a just-paid order into the outbox, in the transaction that made it paid:
 * once per order (its key), and never lost to a crash between the payment and the email.
 */
export async function queueOrderConfirmation({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number } }): Promise<number | null> {
  const order = await getOrderWithLines({ db, input });
  const message = orderConfirmationMessage({
    shop: await readEmailShop({ db, publicUrl: config.publicUrl }),
    orderId: order.id,
    placedAt: order.createdAt,
    to: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    lines: order.lines,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    shippingName: order.shippingName,
    heatPackCents: order.heatPackCents,
    taxCents: order.taxCents,
    taxState: order.taxState,
    taxRegion: order.taxRegion,
    taxRatePercent: order.taxRateMillionths === null ? null : ratePercentOf(order.taxRateMillionths),
    finalCents: order.finalCents,
    promoCode: order.promoName,
    promoRatePercent: order.promoRatePercent,
    shipTo: order,
    gift: order.gift ? { message: order.giftMessage } : null,
    dates: await orderDatesOf({ db, order }),
    pickup: await pickupOf({ db, order }),
    link: await orderStatusLink({ db, config, input: { orderId: order.id } }),
  });
  return enqueueEmail({ db, input: { key: `${ORDER_CONFIRMATION}:${order.id}`, kind: ORDER_CONFIRMATION, orderId: order.id, message } });
}
