import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { marketingConsents } from '../../db/schema/email.ts';

export interface MarketingConsent {
  channel: 'email' | 'sms';
  /** An email (kept lower-cased) or a phone number. */
  address: string;
  /** Where it was given: 'shopify import'. */
  source: string;
  consentedAt: Date;
}

const BATCH = 500;
const key = (consent: Pick<MarketingConsent, 'channel' | 'address'>) => (consent.channel === 'email' ? consent.address.trim().toLowerCase() : consent.address.trim());

/** Records consents in the caller's transaction (decision 062); one already recorded for the address is kept as it was. */
export async function recordMarketingConsents({ db, consents, now }: { db: DbOrTx; consents: readonly MarketingConsent[]; now: Date }): Promise<void> {
  for (let at = 0; at < consents.length; at += BATCH) {
    const part = consents.slice(at, at + BATCH).map((consent) => ({ ...consent, address: key(consent), recordedAt: now }));
    await db.insert(marketingConsents).values(part).onConflictDoNothing();
  }
}

/** The addresses of a channel with recorded consent, of those asked about (lower-cased for email). */
export async function listMarketingConsents({ db, channel, addresses }: { db: DbOrTx; channel: MarketingConsent['channel']; addresses: readonly string[] }): Promise<Set<string>> {
  const wanted = [...new Set(addresses.map((address) => key({ channel, address })))];
  const found = new Set<string>();
  for (let at = 0; at < wanted.length; at += BATCH) {
    const rows = await db
      .select({ address: marketingConsents.address })
      .from(marketingConsents)
      .where(and(eq(marketingConsents.channel, channel), inArray(marketingConsents.address, wanted.slice(at, at + BATCH))));
    for (const row of rows) found.add(row.address);
  }
  return found;
}
