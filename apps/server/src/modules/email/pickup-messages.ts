import { pickupAddressLines, type PickupPlace } from '@shop/shared/pickup';
import type { MailMessage } from './mailer.ts';
import { type EmailLine, orderEmail, type PlacedWhen } from './order-email.ts';
import type { EmailShop } from './shop-frame.ts';

/** Where and when an order is collected, as the confirmation and the "ready" email say it (docs/decisions/067-local-pickup.md). */
export function pickupSection(place: PickupPlace): { title: string; lines: string[] } {
  return {
    title: `Pick up at ${place.name}`,
    lines: [...pickupAddressLines(place), ...(place.hours ? [`Hours: ${place.hours}`] : []), ...(place.instructions ? [`What to bring: ${place.instructions}`] : [])],
  };
}

/** "Your order is ready for pickup": sent once, when the owner makes it ready, with the place, its hours and what to bring. */
export function orderReadyMessage(o: PlacedWhen & { shop: EmailShop; orderId: number; to: string; firstName: string; lines: readonly EmailLine[]; statusLink: string; place: PickupPlace }): MailMessage {
  return orderEmail({
    ...o,
    subject: `Your ${o.shop.name} order #${o.orderId} is ready for pickup`,
    heading: 'Your plants are ready for pickup',
    intro: [`Order #${o.orderId} is ready for you at ${o.place.name}.`],
    totals: [],
    sections: [pickupSection(o.place)],
  });
}
