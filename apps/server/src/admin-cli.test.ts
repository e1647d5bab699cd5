import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runAdminCommand } from './admin-cli.ts';
import { loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { sessions, twoFactor, twoFactorRecoveryCodes, users } from './db/schema/accounts.ts';
import { createSession } from './modules/accounts/create-session.ts';
import { verifyPassword } from './modules/accounts/passwords.ts';
import { tempDataDir } from './modules/email/email.test-support.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { openTestDatabase } from './test/database.ts';
import { TEST_ADMIN } from './test/templates.ts';

// `npm run admin -- reset-password EMAIL` (decision 026), on the database of the project
// this file runs in: a PGlite DATA_DIR (api-pglite) or a PostgreSQL DATABASE_URL (api-postgres).
const onPostgres = process.env.TEST_DB === 'pg';
const data = tempDataDir();
let env: NodeJS.ProcessEnv;
/** The shop's database, opened only while a test looks at it (PGlite's files take one process at a time). */
let postgres: (Database & { url?: string }) | null = null;

async function withShop<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  if (postgres) return fn(postgres);
  const database = await openDatabase({ dataDir: data.dir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  if (onPostgres) {
    postgres = await openTestDatabase({ copyOf: 'none' });
    env = { DATABASE_URL: postgres.url, SEED: 'none' };
  } else {
    env = { DATA_DIR: data.dir, SEED: 'none' };
    const config = loadConfig({ ...env, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password });
    await withShop((database) => database.withStartupLock((db) => seedIfEmpty(db, config)));
  }
});
afterAll(async () => {
  await postgres?.close();
  data.remove();
});

async function run(args: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(args, { env, readStdin: async () => stdin, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const adminRow = (database: Database) => database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email)).then((rows) => rows[0]!);

describe(`npm run admin -- reset-password (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  test("prints a new random password for the owner's account, which then logs in; the old one does not, and every session ended", async () => {
    await withShop(async (database) => createSession({ db: database.db, userId: (await adminRow(database)).id }));
    const result = await run(['reset-password', 'Admin@Shop.test']);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain(`Password reset for ${TEST_ADMIN.email} (admin); every session of the account has ended.`);
    const password = /New password: (\S+)/.exec(result.out)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    await withShop(async (database) => {
      const admin = await adminRow(database);
      expect(await verifyPassword(admin.passwordHash, password)).toBe(true);
      expect(await verifyPassword(admin.passwordHash, TEST_ADMIN.password)).toBe(false);
      expect(await database.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);
    });
  });

  test('reads the password from standard input with --password-stdin, and refuses a weak one', async () => {
    const weak = await run(['reset-password', TEST_ADMIN.email, '--password-stdin'], 'password\n');
    expect([weak.code, weak.err]).toEqual([1, 'This password is too common or too easy to guess. Please choose another.']);
    const chosen = await run(['reset-password', TEST_ADMIN.email, '--password-stdin'], 'my-own-greenhouse-key-9\n');
    expect(chosen.code, chosen.err).toBe(0);
    expect(chosen.out).not.toContain('New password');
    await withShop(async (database) => expect(await verifyPassword((await adminRow(database)).passwordHash, 'my-own-greenhouse-key-9')).toBe(true));
  });

  test("an unknown address names the admins' addresses; bad usage prints how to use it", async () => {
    const unknown = await run(['reset-password', 'admin@localhost']);
    expect([unknown.code, unknown.err]).toEqual([1, `No account uses admin@localhost. Admin accounts: ${TEST_ADMIN.email}`]);
    const usage = await run(['reset-pasword', TEST_ADMIN.email]);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Usage: npm run admin -- reset-password EMAIL');
  });

  test(
    onPostgres ? 'works while the shop is running on the same database' : 'says so clearly, and changes nothing, while a running shop holds the PGlite files',
    async () => {
      const running = postgres ?? (await openDatabase({ dataDir: data.dir }));
      try {
        const result = await run(['reset-password', TEST_ADMIN.email, '--password-stdin'], 'while-it-runs-fern-4\n');
        if (onPostgres) {
          expect(result.code, result.err).toBe(0);
          expect(await verifyPassword((await adminRow(running)).passwordHash, 'while-it-runs-fern-4')).toBe(true);
        } else {
          expect(result.code).toBe(1);
          expect(result.err).toContain(`is in use by another process (pid ${process.pid}), most likely the running shop`);
          expect(result.err).toContain('stop the shop (Ctrl+C), run this again, then start the shop');
          expect(await verifyPassword((await adminRow(running)).passwordHash, 'while-it-runs-fern-4')).toBe(false);
        }
      } finally {
        if (!postgres) await running.close();
      }
    },
  );
});

describe(`npm run admin -- reset-2fa (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  test("turns off the owner's two-factor sign-in and ends every session, so the password alone signs in again", async () => {
    await withShop(async (database) => {
      const userId = (await adminRow(database)).id;
      await database.db.insert(twoFactor).values({ userId, secret: 'A'.repeat(32), enabledAt: new Date() }).onConflictDoNothing();
      await database.db.insert(twoFactorRecoveryCodes).values({ userId, codeHash: 'x'.repeat(64) });
      await createSession({ db: database.db, userId });
    });
    const result = await run(['reset-2fa', TEST_ADMIN.email.toUpperCase()]);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toBe(`Two-factor sign-in is off for ${TEST_ADMIN.email}; every session of the account has ended. They sign in with their password and may set it up again.`);
    await withShop(async (database) => {
      const userId = (await adminRow(database)).id;
      expect(await database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId))).toEqual([]);
      expect(await database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))).toEqual([]);
      expect(await database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    });
    const again = await run(['reset-2fa', TEST_ADMIN.email]);
    expect([again.code, again.out]).toEqual([0, `${TEST_ADMIN.email} had no two-factor sign-in; every session of the account has ended.`]);
  });

  test("an unknown address names the admins' addresses; a flag is bad usage", async () => {
    const unknown = await run(['reset-2fa', 'nobody@localhost']);
    expect([unknown.code, unknown.err]).toEqual([1, `No account uses nobody@localhost. Admin accounts: ${TEST_ADMIN.email}`]);
    const usage = await run(['reset-2fa', TEST_ADMIN.email, '--password-stdin']);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('npm run admin -- reset-2fa EMAIL');
  });
});
