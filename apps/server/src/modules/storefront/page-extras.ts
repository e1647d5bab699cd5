import type { RateTerms } from '@shop/shared/shipping-rates';
import type { Database, DbOrTx, Listener } from '../../db/client.ts';
import { listenForClaimSettingsChanges, readClaimSettings } from '../claims/index.ts';
import { listenForStorefrontChanges, readStorefrontContent, type StorefrontContent } from '../pages/index.ts';
import { listenForRateChanges, offeredRates } from '../shipping/index.ts';

/**
 * What the pages show beside the catalogue: the shipping rates offered now, the owner's storefront content and
 * the arrival guarantee's days (the offers' return policy, decision 052).
 */
export interface PageExtras {
  rates: RateTerms[];
  content: StorefrontContent;
  claimWindowDays: number;
  /** Changes whenever any does: rendered pages are kept for one fingerprint (and one catalogue version). */
  fingerprint: string;
}

/** Read again at least this often though no change was heard: a rate edited with psql notifies nobody. */
const HEARD_MAX_AGE_MS = 10_000;
/** While a listener is down (PostgreSQL connection lost, reconnecting) other instances go unheard: read again after this. */
const UNHEARD_MAX_AGE_MS = 1000;

async function readExtras(db: DbOrTx): Promise<PageExtras> {
  const [rates, content, { windowDays }] = await Promise.all([offeredRates({ db }), readStorefrontContent({ db }), readClaimSettings({ db })]);
  return { rates, content, claimWindowDays: windowDays, fingerprint: JSON.stringify([rates, content, windowDays]) };
}

/**
 * The rates, the storefront content and the claim window, kept per instance (decision 049) and read again, once however many
 * ask, after a change is heard on either's channel: on every instance within a second of the commit.
 */
export class PageExtrasCache {
  private generation = 0;
  private kept: { generation: number; readAt: number; extras: Promise<PageExtras> } | null = null;
  private listeners: Listener[] = [];

  private constructor(private readonly db: DbOrTx) {}

  static async open(database: Database): Promise<PageExtrasCache> {
    const cache = new PageExtrasCache(database.db);
    const heard = () => {
      cache.generation += 1;
    };
    cache.listeners = await Promise.all([
      listenForStorefrontChanges(database, heard),
      listenForRateChanges(database, heard),
      listenForClaimSettingsChanges(database, heard),
    ]);
    return cache;
  }

  /** The rates and content as they are now (as far as this instance can know). */
  current(): Promise<PageExtras> {
    const maxAge = this.listeners.every((listener) => listener.live) ? HEARD_MAX_AGE_MS : UNHEARD_MAX_AGE_MS;
    const kept = this.kept;
    if (kept && kept.generation === this.generation && Date.now() - kept.readAt <= maxAge) return kept.extras;
    const extras = readExtras(this.db);
    this.kept = { generation: this.generation, readAt: Date.now(), extras };
    extras.catch(() => {
      if (this.kept?.extras === extras) this.kept = null;
    });
    return extras;
  }

  async close(): Promise<void> {
    await Promise.all(this.listeners.map((listener) => listener.close()));
  }
}
