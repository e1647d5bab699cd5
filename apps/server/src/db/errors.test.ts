import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from './schema/accounts.ts';
import { cartLines } from './schema/cart.ts';
import { createTestShop, type TestShop } from '../test/harness.ts';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgErrorCode } from './errors.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
});
afterAll(() => shop.close());

/** The error a failing statement rejects with, as this driver and drizzle deliver it. */
async function failure(statement: Promise<unknown>): Promise<unknown> {
  return statement.then(
    () => expect.fail('the statement should have failed'),
    (error: unknown) => error,
  );
}

describe('pgErrorCode', () => {
  test('reads a unique violation on this database driver', async () => {
    const user = { firstName: 'A', lastName: 'B', email: 'Twice@example.com', passwordHash: 'x' };
    await shop.db.insert(users).values(user);
    const error = await failure(shop.db.insert(users).values({ ...user, email: 'twice@EXAMPLE.com' }));
    expect(pgErrorCode(error)).toBe(UNIQUE_VIOLATION);
  });

  test('reads a foreign-key violation inside a transaction', async () => {
    const [user] = await shop.db.insert(users).values({ firstName: 'A', lastName: 'B', email: 'fk@example.com', passwordHash: 'x' }).returning();
    const error = await failure(shop.db.transaction((tx) => tx.insert(cartLines).values({ userId: user!.id, productId: 999999, variantId: 999999, qty: 1 })));
    expect(pgErrorCode(error)).toBe(FOREIGN_KEY_VIOLATION);
  });

  test('answers undefined for errors that are not from the database', () => {
    expect(pgErrorCode(new Error('plain'))).toBeUndefined();
    expect(pgErrorCode(Object.assign(new Error('node'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(pgErrorCode('not an error')).toBeUndefined();
  });
});
