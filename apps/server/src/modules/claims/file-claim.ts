import { claimFields, DAMAGE_REASONS, MAX_CLAIM_PHOTOS, type OrderClaims } from '@shop/shared/claims';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { claimEvents, claimPhotos, claims } from '../../db/schema/claims.ts';
import { BadRequest, Conflict, NotFound } from '../../errors.ts';
import { deliverEmail, type Mailer } from '../email/index.ts';
import { type CleanPhoto, cleanCustomerPhoto, storeCustomerPhoto } from '../images/index.ts';
import { queueOwnerClaimEmail } from '../notifications/index.ts';
import { addressKey, getOrderWithLines, lockOrder, recordOrderEvent } from '../orders/index.ts';
import { readShopTimeZone } from '../settings/index.ts';
import { readClaimSettings } from './claim-settings.ts';
import { claimsOfOrder } from './claim-views.ts';
import { claimWindow } from './claim-window.ts';
import { claimableUnits, getOrderClaims } from './get-order-claims.ts';
import { queueClaimEmail } from './queue-claim-email.ts';
import type { ClaimForm } from './read-claim-form.ts';

function parseFields(fields: Record<string, string>) {
  const parsed = claimFields.safeParse(fields);
  if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? 'Check the claim');
  return parsed.data;
}

/** 1 to 4 photos; a plant's state (dead, damaged, cold or heat, pests) needs a close-up and one from a distance. A missing plant may have none. */
export function checkClaimPhotos(reason: string, photos: readonly { kind: string }[]): void {
  if (photos.length > MAX_CLAIM_PHOTOS) throw new BadRequest(`At most ${MAX_CLAIM_PHOTOS} photos`);
  if (reason === 'missing') return;
  if (photos.length === 0) throw new BadRequest('Add at least one photo');
  if (DAMAGE_REASONS.includes(reason as never) && !(photos.some((p) => p.kind === 'close-up') && photos.some((p) => p.kind === 'distance'))) {
    throw new BadRequest('Add a close-up photo of the damage and one of the whole plant from a distance');
  }
}

/**
 * A customer files a claim under the arrival guarantee (decision 042): some units of one line of a shipped
 * order, within the owner's window, with 1 to 4 photos. The form is checked first, the photos are cleaned
 * (decoded, turned, shrunk, metadata stripped: seconds of CPU, before any transaction), then one
 * transaction holding the order's row checks again that the units are still claimable and that the line
 * has no open claim (the partial unique index makes a second open claim impossible in any case), and
 * writes the claim, its photos, its first event, the "we received your claim" email and the owner's
 * (decision 051), sent after.
 */
export async function fileClaim({
  db,
  config,
  log,
  mailer,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  input: { orderId: number; form: ClaimForm; ip: string; now: Date };
}): Promise<OrderClaims> {
  const { orderId, now } = input;
  const fields = parseFields(input.form.fields);
  const order = await getOrderWithLines({ db, input: { orderId } });
  const { windowDays } = await readClaimSettings({ db });
  const window = claimWindow(order, windowDays, now, await readShopTimeZone({ db }));
  if (!window.open) throw new Conflict(window.closedReason!);
  const line = order.lines.find((l) => l.id === fields.lineId);
  if (!line) throw new NotFound('Order line');
  checkClaimPhotos(fields.reason, input.form.photos);
  const checkUnits = (existing: Awaited<ReturnType<typeof claimsOfOrder>>) => {
    if (existing.some((claim) => claim.orderLineId === line.id && (claim.status === 'open' || claim.status === 'info'))) {
      throw new Conflict(`${line.productName} already has an open claim: add to it instead of filing another`);
    }
    const left = claimableUnits(line, existing);
    if (fields.qty > left) throw new BadRequest(left === 0 ? `No ${line.productName} is left to claim on this order` : `At most ${left} of ${line.productName} can be claimed`);
  };
  checkUnits(await claimsOfOrder(db, orderId));

  const cleaned: { kind: (typeof input.form.photos)[number]['kind']; photo: CleanPhoto }[] = [];
  for (const { kind, file } of input.form.photos) cleaned.push({ kind, photo: await cleanCustomerPhoto(file) });

  let emailIds: number[];
  try {
    emailIds = await db.transaction(async (tx) => {
      if (!(await lockOrder({ db: tx, input: { orderId } }))) throw new NotFound('Order');
      checkUnits(await claimsOfOrder(tx, orderId));
      const [claim] = await tx
        .insert(claims)
        .values({ orderId, orderLineId: line.id, qty: fields.qty, reason: fields.reason, description: fields.description, filedFrom: addressKey(input.ip), createdAt: now, updatedAt: now })
        .returning();
      for (const { kind, photo } of cleaned) {
        const stored = await storeCustomerPhoto({ db: tx, photo });
        await tx.insert(claimPhotos).values({ claimId: claim!.id, photoId: stored.id, kind, addedAt: now });
      }
      const what = line.variantTitle ? `${line.productName} (${line.variantTitle})` : line.productName;
      await recordOrderEvent({ db: tx, input: { orderId, kind: 'claim', at: now, note: `${fields.qty} x ${what}: ${fields.reason}` } });
      const [event] = await tx.insert(claimEvents).values({ claimId: claim!.id, kind: 'filed', note: null, at: now }).returning({ id: claimEvents.id });
      const customerEmail = await queueClaimEmail({ db: tx, config, input: { claim: claim!, step: 'filed', note: null, eventId: event!.id } });
      // The owner hears of it too (decision 051), once per claim.
      const ownerEmails = await queueOwnerClaimEmail({ db: tx, config, input: { claim: claim! } });
      return [...(customerEmail === null ? [] : [customerEmail]), ...ownerEmails];
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new Conflict(`${line.productName} already has an open claim: add to it instead of filing another`);
    throw error;
  }
  // The customer's and the owner's side by side: the customer waits for one send at most.
  await Promise.all(emailIds.map((id) => deliverEmail({ db, mailer, log }, { id })));
  return getOrderClaims({ db, input: { orderId, now } });
}
