import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from './schema/accounts.ts';
import { products } from './schema/catalog.ts';
import { promos } from './schema/promos.ts';
import { createTestShop, type TestShop } from '../test/harness.ts';
import { openTestDatabase } from '../test/database.ts';
import { migrateTo, releaseMigrations } from './release-migrations.test-support.ts';

/** The last migration before the demo and name flags (decision 048): what a shop runs today. */
const RELEASE = '0025_stock_settings';

/** What the first run wrote, in its one transaction: the admin, demo plants (one from before handles) and promo codes. */
const FIRST_RUN = [
  `insert into users (first_name, last_name, email, password_hash, role) values ('Shop', 'Admin', 'admin@localhost', 'not-a-hash', 'admin')`,
  `insert into products (name, description, image_url, handle) values
     ('ZZ Plant', 'Demo.', '/images/zz-plant.jpg', 'zz-plant'),
     ('Monstera Deliciosa', 'Demo.', '/images/monstera-deliciosa.jpg', 'monstera-deliciosa'),
     ('Boston Fern', 'Demo, seeded before handles.', '/images/boston-fern.jpg', null)`,
  `insert into promos (name, rate_percent, active) values ('welcome10', 10, true), ('greenthumb25', 25, true)`,
];

/** What the owner did later, each in a transaction of its own. */
const LATER = [
  // The owner renamed a demo plant: it is still the demo's.
  `update products set name = 'Our ZZ', updated_at = now() where handle = 'zz-plant'`,
  // A plant imported with a handle the demo also uses elsewhere, a plant of their own, a code of their own.
  `insert into products (name, description, image_url, handle) values ('Peace Lily', 'Ours.', '/images/placeholder.jpg', 'peace-lily'), ('Rootbound Fern', 'Ours.', '/images/placeholder.jpg', null)`,
  `insert into promos (name, rate_percent, active) values ('spring2025', 30, true)`,
  // Another admin with a real name, and a shopper who happens to be called Shop Admin, who signed up a
  // minute later (PGlite's clock can give two statements a millisecond apart the same now()).
  `insert into users (first_name, last_name, email, password_hash, role, created_at) values ('Maya', 'Green', 'maya@shop.test', 'not-a-hash', 'admin', now() + interval '1 minute'), ('Shop', 'Admin', 'shopper@shop.test', 'not-a-hash', 'customer', now() + interval '1 minute')`,
];

let shop: TestShop;
beforeAll(async () => {
  const database = await openTestDatabase();
  await migrateTo(database, releaseMigrations(RELEASE));
  await database.db.transaction(async (tx) => {
    for (const statement of FIRST_RUN) await tx.execute(sql.raw(statement));
  });
  for (const statement of LATER) await database.db.execute(sql.raw(statement));
  shop = await createTestShop({ database });
});
afterAll(() => shop?.close());

describe('a shop seeded before the demo and name flags (the migration backfill_demo_and_owner_name, decision 048)', () => {
  test("marks as demo exactly the plants and codes the first run made, renamed ones too; not the owner's", async () => {
    const plants = await shop.db.select({ name: products.name, demo: products.demo }).from(products).orderBy(asc(products.id));
    expect(plants).toEqual([
      { name: 'Our ZZ', demo: true },
      { name: 'Monstera Deliciosa', demo: true },
      { name: 'Boston Fern', demo: true },
      { name: 'Peace Lily', demo: false },
      { name: 'Rootbound Fern', demo: false },
    ]);
    const codes = await shop.db.select({ name: promos.name, demo: promos.demo }).from(promos).orderBy(asc(promos.id));
    expect(codes).toEqual([
      { name: 'welcome10', demo: true },
      { name: 'greenthumb25', demo: true },
      { name: 'spring2025', demo: false },
    ]);
  });

  test('the admin the first run named "Shop Admin" is asked for a name; nobody else is', async () => {
    const people = await shop.db.select({ email: users.email, needsName: users.needsName }).from(users).orderBy(asc(users.id));
    expect(people).toEqual([
      { email: 'admin@localhost', needsName: true },
      { email: 'maya@shop.test', needsName: false },
      { email: 'shopper@shop.test', needsName: false },
    ]);
  });
});
