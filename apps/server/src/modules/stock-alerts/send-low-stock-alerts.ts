import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { claimLowStock, readStockSettings } from '../catalog/index.ts';
import { deliverEmail, enqueueEmail, lowStockMessage, type Mailer, readEmailShop } from '../email/index.ts';
import { ownerAddresses } from '../notifications/index.ts';
import type { Config } from '../../config.ts';

export const LOW_STOCK = 'low-stock';

/**
 * The owner's low-stock email (decision 040), to the owner's addresses as every email to the owner goes
 * (the shop's contact email, else every admin's: docs/decisions/051-the-owner-is-told.md): every variant that has fallen to or below its threshold since
 * the last sweep (its own threshold, else the shop's default: the owner's setting, else LOW_STOCK_THRESHOLD), in one email, written in the transaction that marks them told, so each crossing is told
 * once; a variant restocked above its threshold may be told about again. Runs on every minute sweep.
 * Answers how many variants the email named.
 */
export async function sendLowStockAlerts({
  db,
  config,
  log,
  mailer,
  now,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  now: Date;
}): Promise<number> {
  const written = await db.transaction(async (tx) => {
    const { lowStockThreshold } = await readStockSettings({ db: tx, fallback: config.lowStockThreshold });
    const low = await claimLowStock({ db: tx, defaultThreshold: lowStockThreshold, now });
    if (low.length === 0) return { count: 0, ids: [] };
    const shop = await readEmailShop({ db: tx, publicUrl: config.publicUrl });
    const ids: number[] = [];
    for (const to of await ownerAddresses({ db: tx })) {
      const message = lowStockMessage({ shop, to, variants: low, adminUrl: `${config.publicUrl}/account/admin/stock` });
      const id = await enqueueEmail({
        db: tx,
        input: { key: `${LOW_STOCK}:${now.toISOString()}:${low[0]!.variantId}:${to}`, kind: LOW_STOCK, message, sendAfter: now },
      });
      if (id !== null) ids.push(id);
    }
    return { count: low.length, ids };
  });
  for (const id of written.ids) await deliverEmail({ db, mailer, log }, { id, now });
  return written.count;
}
