import type { StockAlertAnswer } from '@shop/shared/stock-alerts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../auth-user.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { stockAlerts } from '../../db/schema/stock-alerts.ts';
import { BadRequest, Conflict } from '../../errors.ts';
import { hashToken, newToken } from '../../tokens.ts';
import { resolveVariants } from '../catalog/index.ts';
import { deliverEmail, enqueueEmail, type Mailer, stockAlertConfirmMessage , readEmailShop } from '../email/index.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { clientKey } from '../../client-address.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Requests an hour from one client address, and for one email address. */
export const STOCK_ALERT_LIMITS = { perIp: 20, perEmail: 5, windowMs: HOUR_MS };
/** A guest asking again gets a new link, but not sooner than this after the last one. */
const RESEND_AFTER_MS = 10 * 60 * 1000;

export const STOCK_ALERT_CONFIRM = 'stock-alert-confirm';

export const confirmUrl = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}/stock-alerts/confirm/${token}`;

/**
 * "Email me when it's back" for a sold-out plant, one size or planter of it (decision 032: none named is
 * the default). A signed-in customer's own verified address is on the list at once.
 * Any other address must be confirmed through an emailed link first, so nobody can sign someone else up:
 * the answer is the same whether it was on the list already or not, and a link goes out only to a new or
 * still unconfirmed address, at most every ten minutes. Rate limited per client and per address.
 */
export async function requestStockAlert({
  db,
  config,
  log,
  mailer,
  user,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  user: AuthUser | null;
  input: { productId: number; variantId?: number | null | undefined; email: string | undefined; ip: string; now: Date };
}): Promise<StockAlertAnswer> {
  const email = (input.email ?? user?.email ?? '').trim().toLowerCase();
  if (email === '') throw new BadRequest('Enter a valid email address');
  const limit = { db, windowMs: STOCK_ALERT_LIMITS.windowMs, message: 'Too many requests: please try again later' };
  await enforceRateLimit({ ...limit, keys: [`stock-alert:ip:${clientKey(input.ip)}`], limit: STOCK_ALERT_LIMITS.perIp });
  await enforceRateLimit({ ...limit, keys: [`stock-alert:email:${email}`], limit: STOCK_ALERT_LIMITS.perEmail });
  const [line] = await resolveVariants({ db, lines: [input] });
  const { product, variant } = line!;
  const plantName = variant.title ? `${product.name} (${variant.title})` : product.name;
  if (variant.qty > 0) throw new Conflict(`${plantName} is in stock: add it to your cart`);
  const { now } = input;

  // Only an address its account has verified is trusted at once; an unverified one is a guest's (decision 025).
  if (user && user.emailVerifiedAt && user.email.trim().toLowerCase() === email) {
    await db
      .insert(stockAlerts)
      .values({ productId: product.id, variantId: variant.id, email, userId: user.id, confirmedAt: now })
      .onConflictDoUpdate({
        target: [stockAlerts.variantId, stockAlerts.email],
        targetWhere: isNull(stockAlerts.notifiedAt),
        set: { confirmedAt: now, userId: user.id },
        setWhere: isNull(stockAlerts.confirmedAt),
      });
    return { status: 'subscribed' };
  }

  const token = newToken();
  const emailId = await db.transaction(async (tx) => {
    const open = and(eq(stockAlerts.variantId, variant.id), eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt));
    const [existing] = await tx.select().from(stockAlerts).where(open).for('update');
    if (existing?.confirmedAt) return null;
    if (existing?.confirmSentAt && now.getTime() - existing.confirmSentAt.getTime() < RESEND_AFTER_MS) return null;
    const link = { confirmTokenHash: hashToken(token), confirmSentAt: now };
    const [row] = existing
      ? await tx.update(stockAlerts).set(link).where(eq(stockAlerts.id, existing.id)).returning({ id: stockAlerts.id })
      : await tx.insert(stockAlerts).values({ productId: product.id, variantId: variant.id, email, ...link }).onConflictDoNothing().returning({ id: stockAlerts.id });
    if (!row) return null;
    const message = stockAlertConfirmMessage({ shop: await readEmailShop({ db: tx, publicUrl: config.publicUrl }), to: email, productName: plantName, confirmUrl: confirmUrl(config, token) });
    return enqueueEmail({ db: tx, input: { key: `${STOCK_ALERT_CONFIRM}:${row.id}:${link.confirmTokenHash.slice(0, 16)}`, kind: STOCK_ALERT_CONFIRM, message, sendAfter: now } });
  });
  if (emailId !== null) await deliverEmail({ db, mailer, log }, { id: emailId, now });
  return { status: 'check-your-inbox' };
}
