import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderLinkKeys } from '../../db/schema/orders.ts';

const KEY_ID = 'order-status';
const keys = new WeakMap<DbOrTx, Promise<Buffer>>();

/**
 * The secret status links are signed with: ORDER_LINK_SECRET when set, else one made at random the first
 * time it is needed and kept in the database, so every instance signs alike (decision 021).
 */
async function linkSecret(db: DbOrTx, config: Config): Promise<Buffer> {
  if (config.orderLinkSecret) return Buffer.from(config.orderLinkSecret, 'utf8');
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.insert(orderLinkKeys).values({ id: KEY_ID, secret: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select().from(orderLinkKeys).where(eq(orderLinkKeys.id, KEY_ID));
      return Buffer.from(row!.secret, 'utf8');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * What a link opens: the order's status page, the page where its buyer reviews its plants (decision 041), or
 * the cart it rebuilds from an unpaid order (decision 072).
 */
type LinkPurpose = 'order-status' | 'review' | 'cart';

function sign(secret: Buffer, orderId: number, purpose: LinkPurpose = 'order-status'): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:v1:${orderId}`).digest();
}

/** The key of one order's status link: unguessable, and only the shop can make it. */
export async function orderStatusKey({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number } }): Promise<string> {
  return sign(await linkSecret(db, config), input.orderId).toString('base64url');
}

/** The address every email links to; the key is in the fragment, so no server or log ever sees it in a URL. */
export async function orderStatusLink({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number } }): Promise<string> {
  return `${config.publicUrl}/orders/${input.orderId}/status#key=${await orderStatusKey({ db, config, input })}`;
}

/** A key as the shop writes it: 32 bytes in unpadded base64url, 43 characters. */
const CANONICAL_KEY = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether `key` opens this order's status page, compared in constant time. Only the key exactly as the
 * shop wrote it is taken: base64url decoding forgives padding, stray characters and the unused low bits
 * of the last character, so several spellings would otherwise open one order (decision 025).
 */
export async function orderKeyMatches({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number; key: string; purpose?: LinkPurpose } }): Promise<boolean> {
  if (!CANONICAL_KEY.test(input.key)) return false;
  const given = Buffer.from(input.key, 'base64url');
  if (given.toString('base64url') !== input.key) return false;
  const expected = sign(await linkSecret(db, config), input.orderId, input.purpose);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address of an order's review page, signed like the status link but for reviewing only: it opens nothing else. */
export async function orderReviewLink({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number } }): Promise<string> {
  const key = sign(await linkSecret(db, config), input.orderId, 'review').toString('base64url');
  return `${config.publicUrl}/reviews/write/${input.orderId}#key=${key}`;
}

/** Whether `key` is this order's review link key (the status link's key does not open it, nor the reverse). */
export function orderReviewKeyMatches({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number; key: string } }): Promise<boolean> {
  return orderKeyMatches({ db, config, input: { ...input, purpose: 'review' } });
}

/** The address of an unpaid order's cart link (decision 072), signed for rebuilding its cart only. */
export async function orderCartLink({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number } }): Promise<string> {
  const key = sign(await linkSecret(db, config), input.orderId, 'cart').toString('base64url');
  return `${config.publicUrl}/cart/restore/${input.orderId}#key=${key}`;
}

/** Whether `key` is this order's cart link key (no other link's key opens it, nor the reverse). */
export function orderCartKeyMatches({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number; key: string } }): Promise<boolean> {
  return orderKeyMatches({ db, config, input: { ...input, purpose: 'cart' } });
}
