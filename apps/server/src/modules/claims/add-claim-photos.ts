import { claimPhotoFields, MAX_CLAIM_PHOTOS, type OrderClaims } from '@shop/shared/claims';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { claimEvents, claimPhotos, claims } from '../../db/schema/claims.ts';
import { BadRequest, Conflict, NotFound } from '../../errors.ts';
import { type CleanPhoto, cleanCustomerPhoto, storeCustomerPhoto } from '../images/index.ts';
import { getOrderClaims } from './get-order-claims.ts';
import type { ClaimForm } from './read-claim-form.ts';

/** Photos a claim may carry in all: the first four and as many again when the shop asks for more. */
export const MAX_PHOTOS_PER_CLAIM = 2 * MAX_CLAIM_PHOTOS;

/**
 * The customer adds photos (and a note) to a claim still waiting, typically after the shop asked for
 * more: the claim is the owner's to look at again ("open"). A decided claim takes no more.
 */
export async function addClaimPhotos({ db, input }: { db: Db; input: { orderId: number; claimId: number; form: ClaimForm; now: Date } }): Promise<OrderClaims> {
  const { orderId, claimId, now } = input;
  const parsed = claimPhotoFields.safeParse(input.form.fields);
  if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? 'Check the note');
  const { note } = parsed.data;
  if (input.form.photos.length === 0) throw new BadRequest('Add at least one photo');
  const waiting = async (tx: DbOrTx) => {
    const [claim] = await tx.select().from(claims).where(and(eq(claims.id, claimId), eq(claims.orderId, orderId))).for('update');
    if (!claim) throw new NotFound('Claim');
    if (claim.status !== 'open' && claim.status !== 'info') throw new Conflict('This claim is decided: it takes no more photos');
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(claimPhotos).where(eq(claimPhotos.claimId, claimId))) as [{ count: number }];
    if (count + input.form.photos.length > MAX_PHOTOS_PER_CLAIM) throw new BadRequest(`A claim holds at most ${MAX_PHOTOS_PER_CLAIM} photos; it has ${count}`);
    return claim;
  };
  await waiting(db);
  const cleaned: { kind: ClaimForm['photos'][number]['kind']; photo: CleanPhoto }[] = [];
  for (const { kind, file } of input.form.photos) cleaned.push({ kind, photo: await cleanCustomerPhoto(file) });
  await db.transaction(async (tx) => {
    await waiting(tx);
    for (const { kind, photo } of cleaned) {
      const stored = await storeCustomerPhoto({ db: tx, photo });
      await tx.insert(claimPhotos).values({ claimId, photoId: stored.id, kind, addedAt: now });
    }
    await tx.insert(claimEvents).values({ claimId, kind: 'photos-added', note: note === '' ? null : note, at: now });
    await tx.update(claims).set({ status: 'open', updatedAt: now }).where(eq(claims.id, claimId));
  });
  return getOrderClaims({ db, input: { orderId, now } });
}
