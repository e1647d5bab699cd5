import type { ClaimView } from '@shop/shared/claims';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { claimEvents, claimPhotos, claimReplacements, claims } from '../../db/schema/claims.ts';
import { customerPhotoNames } from '../images/index.ts';

export type ClaimRow = typeof claims.$inferSelect;

/** Where a claim's photo is served (to the order's customer and the owner only). */
export function claimPhotoUrl(claim: { orderId: number; id: number }, name: string, size: 'full' | 'thumb'): string {
  return `/api/orders/${claim.orderId}/claims/${claim.id}/photos/${name}${size === 'thumb' ? '?size=thumb' : ''}`;
}

/** An order's claims, newest first. */
export async function claimsOfOrder(db: DbOrTx, orderId: number): Promise<ClaimRow[]> {
  return db.select().from(claims).where(eq(claims.orderId, orderId)).orderBy(desc(claims.id));
}

/**
 * Claims as the customer and the owner read them: the line's name (`lineOf`), photos, what happened, and
 * the replacement order. Three queries whatever the number of claims.
 */
export async function toClaimViews(
  db: DbOrTx,
  rows: readonly ClaimRow[],
  lineOf: (claim: ClaimRow) => { productName: string; variantTitle: string },
): Promise<ClaimView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [photos, events, replacements] = await Promise.all([
    db.select().from(claimPhotos).where(inArray(claimPhotos.claimId, ids)).orderBy(asc(claimPhotos.addedAt), asc(claimPhotos.photoId)),
    db.select().from(claimEvents).where(inArray(claimEvents.claimId, ids)).orderBy(asc(claimEvents.id)),
    db.select().from(claimReplacements).where(inArray(claimReplacements.claimId, ids)),
  ]);
  const names = await customerPhotoNames({ db, ids: photos.map((photo) => photo.photoId) });
  return rows.map((claim) => ({
    id: claim.id,
    orderId: claim.orderId,
    lineId: claim.orderLineId,
    ...lineOf(claim),
    qty: claim.qty,
    reason: claim.reason,
    description: claim.description,
    status: claim.status,
    createdAt: claim.createdAt.toISOString(),
    photos: photos
      .filter((photo) => photo.claimId === claim.id && names.has(photo.photoId))
      .map((photo) => {
        const name = names.get(photo.photoId)!;
        return { name, kind: photo.kind, url: claimPhotoUrl(claim, name, 'full'), thumbUrl: claimPhotoUrl(claim, name, 'thumb') };
      }),
    events: events.filter((event) => event.claimId === claim.id).map((event) => ({ kind: event.kind, at: event.at.toISOString(), note: event.note })),
    replacementOrderId: replacements.find((replacement) => replacement.claimId === claim.id)?.orderId ?? null,
  }));
}
