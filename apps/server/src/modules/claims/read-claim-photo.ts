import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { claimPhotos, claims } from '../../db/schema/claims.ts';
import { NotFound } from '../../errors.ts';
import { customerPhotoNames, readCustomerPhoto } from '../images/index.ts';

/** A claim's photo, when `name` is one of that claim's of that order (the caller checked who asks). */
export async function readClaimPhoto({ db, input }: { db: DbOrTx; input: { orderId: number; claimId: number; name: string; size: 'full' | 'thumb' } }): Promise<Buffer> {
  const [claim] = await db.select({ id: claims.id }).from(claims).where(and(eq(claims.id, input.claimId), eq(claims.orderId, input.orderId)));
  if (!claim) throw new NotFound('Photo');
  const ids = (await db.select({ photoId: claimPhotos.photoId }).from(claimPhotos).where(eq(claimPhotos.claimId, claim.id))).map((row) => row.photoId);
  const names = await customerPhotoNames({ db, ids });
  const body = [...names.values()].includes(input.name) ? await readCustomerPhoto({ db, name: input.name, size: input.size }) : null;
  if (!body) throw new NotFound('Photo');
  return body;
}
