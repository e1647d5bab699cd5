import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { claimMessage, type ClaimStep, enqueueEmail , readEmailShop } from '../email/index.ts';
import { getOrderWithLines, orderStatusLink } from '../orders/index.ts';

/**
 * Writes a claim's email to the outbox in the caller's transaction, once per claim and step (and per
 * event, for steps that may happen again): the claimed units, the owner's words, the link to the claim.
 */
export async function queueClaimEmail({
  db,
  config,
  input,
}: {
  db: DbOrTx;
  config: Config;
  input: { claim: { id: number; orderId: number; orderLineId: number; qty: number }; step: ClaimStep; note: string | null; eventId: number; replacementOrderId?: number | null };
}): Promise<number | null> {
  const { claim } = input;
  const order = await getOrderWithLines({ db, input: { orderId: claim.orderId } });
  const line = order.lines.find((l) => l.id === claim.orderLineId);
  const message = claimMessage({
    shop: await readEmailShop({ db, publicUrl: config.publicUrl }),
    orderId: order.id,
    placedAt: order.createdAt,
    claimId: claim.id,
    to: order.email,
    firstName: order.firstName,
    lines: line ? [{ productName: line.productName, variantTitle: line.variantTitle, qty: claim.qty, unitPriceCents: line.unitPriceCents, totalCents: line.unitPriceCents * claim.qty }] : [],
    statusLink: await orderStatusLink({ db, config, input: { orderId: order.id } }),
    step: input.step,
    note: input.note,
    replacementOrderId: input.replacementOrderId ?? null,
  });
  const kind = `claim-${input.step}`;
  return enqueueEmail({ db, input: { key: `${kind}:${claim.id}:${input.eventId}`, kind, orderId: order.id, message } });
}
