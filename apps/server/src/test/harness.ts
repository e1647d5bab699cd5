import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { Clock } from '../clock.ts';
import { type Config, loadConfig } from '../config.ts';
import type { OutsideServices } from '../context.ts';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { createSession } from '../modules/accounts/create-session.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { webAppFromSource } from '../modules/storefront/storefront.test-support.ts';
import { outsideServices } from '../outside-services.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { openTestDatabase } from './database.ts';
import { TEST_ADMIN } from './templates.ts';

export const ADMIN = TEST_ADMIN;

export interface TestShop {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** The payment providers and mailer the app was built with, for tests that call a sweep or a verb directly. */
  services: OutsideServices;
  /** app.inject with an optional token sent as docs/product does (raw, in `authorization`). */
  request(options: InjectOptions & { token?: string | undefined }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestShopOptions {
  seed?: 'demo' | 'none';
  config?: Partial<Config>;
  /** The shop's clock; a test that moves time passes a `testClock()`. */
  clock?: Clock;
  /** Where request logs go; off unless a test reads them. */
  logStream?: { write(line: string): void };
  /** Serve the storefront's pages, rendered from the web app's source (and files from `config.webDist`). */
  pages?: boolean;
  /** A database the test made itself (e.g. one migrated from an older release) instead of a fresh copy. */
  database?: Database;
  /** Outside services of the test's own (a stub payment provider...) instead of those the config asks for. */
  services?: Partial<OutsideServices>;
}

/** A clock that stands still until a test moves it. */
export function testClock(start = new Date()): Clock & { set(at: Date): void; advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (at) => {
      now = at.getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/** A whole shop on a fresh database, as every API test file uses it. */
export async function createTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const config: Config = {
    // No test asks the real National Weather Service; the weather tests hand in a client of a local stand-in.
    ...loadConfig({ SEED: options.seed ?? 'demo', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: '/nonexistent', WEATHER: 'off' }),
    publicUrl: 'http://shop.test',
    // Tests play clients from many addresses through X-Forwarded-For, sent from inject's 127.0.0.1.
    trustProxy: 'loopback',
    // Most test files place dozens of orders for one buyer from one address; the tests of these limits
    // (orders/hoarding.test.ts) set the real defaults back.
    orderRateLimit: 100_000,
    pendingOrderLimit: 100_000,
    ...options.config,
  };
  // A shop seeded as the templates were starts as a copy of one; other admins are seeded here.
  const asTemplate = config.adminEmail === ADMIN.email && config.adminPassword === ADMIN.password;
  const database = options.database ?? (await openTestDatabase(asTemplate ? { copyOf: config.seed } : {}));
  await database.withStartupLock((db) => seedIfEmpty(db, config));
  const logger = options.logStream ? { stream: options.logStream } : false;
  const web = options.pages ? { ...(await webAppFromSource()), staticRoot: config.webDist } : null;
  const services = { ...outsideServices(config, options.clock, database.db), ...options.services };
  const app = await buildApp({ config, database, logger, web, services, ...(options.clock && { clock: options.clock }) });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    services,
    async request({ token, headers, ...rest }) {
      // A request from the network arrives on a later turn of the event loop. Injected at once, a loop of
      // requests that touch only PGlite (whose queries settle without ever yielding to timers) starves
      // every timer in the process: a test's deadline never fires and it runs until memory ends.
      await new Promise((resolve) => setImmediate(resolve));
      return app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: token } : {}) } });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let userCounter = 0;

/**
 * A signed-in user made directly in the database (fast: no password hashing on the way, unless asked),
 * for tests that need a shopper or an admin but are not about signing up.
 */
export async function createUser(
  shop: TestShop,
  {
    role = 'customer',
    firstName = 'Test',
    lastName = 'Shopper',
    password,
    verified = true,
  }: {
    role?: 'customer' | 'admin';
    firstName?: string;
    lastName?: string;
    /** A password to log in with; hashing it is slow. */
    password?: string;
    /** Whether the account has verified its email (decision 025); a sign-up through the API has not. */
    verified?: boolean;
  } = {},
): Promise<{ id: number; email: string; token: string }> {
  userCounter += 1;
  const email = `${role}-${userCounter}-${Date.now()}@shop.test`;
  const passwordHash = password === undefined ? 'not-a-hash' : await hashPassword(password);
  const [row] = await shop.db
    .insert(users)
    .values({ firstName, lastName, email, passwordHash, role, emailVerifiedAt: verified ? new Date() : null })
    .returning({ id: users.id });
  const token = await createSession({ db: shop.db, userId: row!.id });
  return { id: row!.id, email, token };
}

/** The admin of the seeded shop, signed in. */
export async function adminToken(shop: TestShop): Promise<string> {
  const [admin] = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  return createSession({ db: shop.db, userId: admin!.id });
}
