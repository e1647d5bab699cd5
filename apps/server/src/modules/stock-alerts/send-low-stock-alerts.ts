import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { claimLowStock, readStockSettings } from '../catalog/index.ts';
import { deliverEmail, enqueueEmail, lowStockMessage, type Mailer , readEmailShop } from '../email/index.ts';

export const LOW_STOCK = 'low-stock';

/** Where the owner's own emails go: ADMIN_EMAIL, else the admin the shop made on its first start (decision 029). */
export const ownerAddress = (config: Pick<Config, 'adminEmail'>) => config.adminEmail ?? 'admin@localhost';

/**
 * The owner's low-stock email (decision 040): every variant that has fallen to or below its threshold since
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
    if (low.length === 0) return { count: 0, id: null };
    const message = lowStockMessage({
      shop: await readEmailShop({ db: tx, publicUrl: config.publicUrl }),
      to: ownerAddress(config),
      variants: low,
      adminUrl: `${config.publicUrl}/account/admin/stock`,
    });
    const id = await enqueueEmail({
      db: tx,
      input: {
        key: `${LOW_STOCK}:${now.toISOString()}:${low[0]!.variantId}`,
        kind: LOW_STOCK,
        message,
        sendAfter: now,
      },
    });
    return { count: low.length, id };
  });
  if (written.id !== null) await deliverEmail({ db, mailer, log }, { id: written.id, now });
  return written.count;
}
