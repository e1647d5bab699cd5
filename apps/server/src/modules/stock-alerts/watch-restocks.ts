import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { listenForCatalogueChanges } from '../catalog/index.ts';
import type { Mailer } from '../email/index.ts';
import { sendStockAlerts } from './send-stock-alerts.ts';

/**
 * Sends back-in-stock emails as soon as a restock commits on any instance (the catalogue's notifications),
 * rather than on the next minute sweep. One run at a time; changes heard during a run make one more.
 * Every instance hears every change; the claim in sendStockAlerts keeps it to one email per subscriber.
 */
export async function watchRestocks({
  database,
  config,
  log,
  mailer,
  clock,
}: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  clock: Clock;
}): Promise<{ close(): Promise<void> }> {
  let pending: Set<number> | 'all' | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const run = () => {
    running ??= (async () => {
      while (pending && !closed) {
        const changed = pending;
        pending = null;
        await sendStockAlerts({ db: database.db, config, log, mailer, now: clock.now(), ...(changed !== 'all' && { variantIds: [...changed] }) }).catch((error: unknown) =>
          log.error({ err: error }, 'back-in-stock emails after a restock failed; the minute sweep tries again'),
        );
      }
    })().finally(() => {
      running = null;
    });
  };

  const listener = await listenForCatalogueChanges(database, (changed) => {
    if (closed) return;
    if (changed === 'all' || pending === 'all') pending = 'all';
    else pending = new Set([...(pending ?? []), ...changed]);
    // After the notifying transaction's commit has resolved for its caller.
    setImmediate(run);
  });
  return {
    async close() {
      closed = true;
      await listener.close();
      await running;
    },
  };
}
