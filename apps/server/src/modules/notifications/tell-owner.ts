import type { OwnerNotifications } from '@shop/shared/owner-notifications';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type EmailShop, enqueueEmail, type MailMessage, readEmailShop } from '../email/index.ts';
import { readOwnerNotifications } from '../settings/index.ts';
import { notifiedAddresses } from './owner-addresses.ts';

/** The events the owner may turn off, each with its switch in the settings. */
export type OwnerEvent = 'paidOrders' | 'claims' | 'refundsDue';

/**
 * Writes one email about an event to each of the owner's addresses, in the caller's transaction (the one
 * that made the event), unless the owner turned that kind off. The outbox's key (`kind:event:address`)
 * keeps it to one per event and address however often, and on however many instances, it is asked for.
 * Answers the new emails' ids, to hand to the mailer after the commit.
 */
export async function tellOwner({
  db,
  config,
  input,
}: {
  db: DbOrTx;
  config: Config;
  input: { event: OwnerEvent; kind: string; eventKey: string; orderId?: number; write: (shop: EmailShop, to: string) => MailMessage | Promise<MailMessage> };
}): Promise<number[]> {
  const settings: OwnerNotifications = await readOwnerNotifications({ db });
  if (!settings[input.event]) return [];
  const shop = await readEmailShop({ db, publicUrl: config.publicUrl });
  const ids: number[] = [];
  for (const to of await notifiedAddresses({ db, settings })) {
    const id = await enqueueEmail({
      db,
      input: { key: `${input.kind}:${input.eventKey}:${to}`, kind: input.kind, orderId: input.orderId ?? null, message: await input.write(shop, to) },
    });
    if (id !== null) ids.push(id);
  }
  return ids;
}

/** The admin's page of an order. */
export const adminOrderUrl = (config: Pick<Config, 'publicUrl'>, orderId: number) => `${config.publicUrl}/account/admin/orders/${orderId}`;
