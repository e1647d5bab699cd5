import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stockAlerts } from '../../db/schema/stock-alerts.ts';
import { hashToken } from '../../tokens.ts';

/** A confirmation link is good for a week. */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export interface AlertLink {
  productId: number;
  variantId: number;
  email: string;
  state: 'unconfirmed' | 'confirmed' | 'notified';
}

/** What a confirmation link stands for, or null when it names nothing or ran out unconfirmed. */
export async function findStockAlertLink({ db, input }: { db: Db; input: { token: string; now: Date } }): Promise<AlertLink | null> {
  if (!TOKEN.test(input.token)) return null;
  const [row] = await db.select().from(stockAlerts).where(eq(stockAlerts.confirmTokenHash, hashToken(input.token)));
  if (!row) return null;
  const state = row.notifiedAt ? 'notified' : row.confirmedAt ? 'confirmed' : 'unconfirmed';
  if (state === 'unconfirmed' && input.now.getTime() - row.confirmSentAt!.getTime() > CONFIRM_LINK_MS) return null;
  return { productId: row.productId, variantId: row.variantId, email: row.email, state };
}

/**
 * A guest confirms their address through the emailed link: from now on they are told when the plant is
 * back. Confirming twice is harmless; a link older than a week confirms nothing. Answers what the link
 * stands for afterwards, or null.
 */
export async function confirmStockAlert({ db, input }: { db: Db; input: { token: string; now: Date } }): Promise<AlertLink | null> {
  if (!TOKEN.test(input.token)) return null;
  const fresh = new Date(input.now.getTime() - CONFIRM_LINK_MS);
  await db
    .update(stockAlerts)
    .set({ confirmedAt: input.now })
    .where(
      and(
        eq(stockAlerts.confirmTokenHash, hashToken(input.token)),
        isNull(stockAlerts.confirmedAt),
        isNull(stockAlerts.notifiedAt),
        gt(stockAlerts.confirmSentAt, fresh),
      ),
    );
  return findStockAlertLink({ db, input });
}
