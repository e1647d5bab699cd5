import { productPath } from '@shop/shared/handles';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { findInStock } from '../catalog/index.ts';
import { backInStockMessage, deliverEmail, enqueueEmail, type Mailer , readEmailShop } from '../email/index.ts';

export const BACK_IN_STOCK = 'back-in-stock';
const BATCH = 200;

/** Variants that confirmed subscribers wait for (of `variantIds`, when given). */
async function awaitedVariants(db: Db, variantIds: readonly number[] | undefined): Promise<number[]> {
  const only: SQL = variantIds ? sql`and variant_id in (${sql.join(variantIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const rows = await queryRows<{ variant_id: number }>(
    db,
    sql`select variant_id from stock_alerts where confirmed_at is not null and notified_at is null ${only} group by variant_id`,
  );
  return rows.map((row) => row.variant_id);
}

/**
 * Back-in-stock emails: for every variant in stock that confirmed subscribers wait for (each size or
 * planter has its own subscribers, decision 032), each subscription is
 * claimed (a conditional update that skips rows another instance holds, so two instances never claim one
 * twice), ended and its email written in one transaction; the emails are handed to the mailer after the
 * commit and retried by the outbox. Runs on every minute sweep and right after a restock is heard.
 * Answers how many were written.
 */
export async function sendStockAlerts({
  db,
  config,
  log,
  mailer,
  now,
  variantIds,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  now: Date;
  variantIds?: readonly number[];
}): Promise<number> {
  if (variantIds?.length === 0) return 0;
  const awaited = await awaitedVariants(db, variantIds);
  let written = 0;
  for (const variant of await findInStock({ db, variantIds: awaited })) {
    for (;;) {
      const ids = await db.transaction(async (tx) => {
        const claimed = await queryRows<{ id: number; email: string }>(
          tx,
          sql`update stock_alerts set notified_at = ${now.toISOString()}::timestamptz
            where id in (select id from stock_alerts
              where variant_id = ${variant.variantId} and confirmed_at is not null and notified_at is null
              order by id limit ${BATCH} for update skip locked)
            returning id, email`,
        );
        const queued: number[] = [];
        for (const alert of claimed) {
          const productUrl = `${config.publicUrl}${productPath(variant, variant.variantId)}`;
          const message = backInStockMessage({ shop: await readEmailShop({ db: tx, publicUrl: config.publicUrl }), to: alert.email, productName: variant.name, productUrl });
          const id = await enqueueEmail({ db: tx, input: { key: `${BACK_IN_STOCK}:${alert.id}`, kind: BACK_IN_STOCK, message, sendAfter: now } });
          if (id !== null) queued.push(id);
        }
        return { claimed: claimed.length, queued };
      });
      for (const id of ids.queued) await deliverEmail({ db, mailer, log }, { id, now });
      written += ids.queued.length;
      if (ids.claimed < BATCH) break;
    }
  }
  return written;
}
