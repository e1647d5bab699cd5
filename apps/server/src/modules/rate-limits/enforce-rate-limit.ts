import type { DbOrTx } from '../../db/client.ts';
import { TooManyRequests } from '../../errors.ts';
import { hitRateLimit } from './hit-rate-limit.ts';

/**
 * Counts an attempt on every key and refuses it (429, with Retry-After: when the latest of the full
 * windows ends) when any key is over the limit.
 */
export async function enforceRateLimit({
  db,
  keys,
  limit,
  windowMs,
  message,
}: {
  db: DbOrTx;
  keys: readonly string[];
  limit: number;
  windowMs: number;
  message?: string;
}): Promise<void> {
  let retryAt: Date | null = null;
  for (const key of keys) {
    const { hits, resetAt } = await hitRateLimit({ db, key, windowMs });
    if (hits > limit && (retryAt === null || resetAt > retryAt)) retryAt = resetAt;
  }
  if (retryAt) throw new TooManyRequests(message, Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000)));
}
