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

function sign(secret: Buffer, orderId: number): Buffer {
  return createHmac('sha256', secret).update(`order-status:v1:${orderId}`).digest();
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
export async function orderKeyMatches({ db, config, input }: { db: DbOrTx; config: Config; input: { orderId: number; key: string } }): Promise<boolean> {
  if (!CANONICAL_KEY.test(input.key)) return false;
  const given = Buffer.from(input.key, 'base64url');
  if (given.toString('base64url') !== input.key) return false;
  const expected = sign(await linkSecret(db, config), input.orderId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
