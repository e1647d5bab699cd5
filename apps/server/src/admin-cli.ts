import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MIN_PASSWORD } from '@shop/shared/accounts';
import type { CliIo } from './cli-io.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, PgliteBusyError } from './db/client.ts';
import { DATA_COMMANDS, runDataCommand } from './data-cli.ts';
import { resetPasswordByEmail, resetTwoFactorByEmail } from './modules/accounts/index.ts';

export type { CliIo } from './cli-io.ts';

const USAGE = [
  'Usage: npm run admin -- reset-password EMAIL [--password-stdin]',
  '       npm run admin -- reset-2fa EMAIL',
  '',
  "  reset-password EMAIL   sets a new password for the account using EMAIL and signs it out everywhere;",
  '                         prints a new random password, or with --password-stdin reads one from standard input',
  '  reset-2fa EMAIL        turns off two-factor sign-in for the account using EMAIL (a lost phone and lost',
  '                         recovery codes) and signs it out everywhere',
  '',
  'Uses the shop of this environment: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).',
].join('\n');

/** A password nobody has to invent: 128 random bits, letters, digits, '-' and '_'. */
export function randomPassword(): string {
  return randomBytes(16).toString('base64url');
}

/** `npm run admin -- …`: the owner's commands at the machine (decision 026). Answers the exit code. */
export async function runAdminCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [command, email, ...flags] = args;
  if ((DATA_COMMANDS as readonly (string | undefined)[]).includes(command)) return runDataCommand(args, io);
  const known = command === 'reset-password' || (command === 'reset-2fa' && flags.length === 0);
  if (!known || !email || email.startsWith('-') || flags.some((flag) => flag !== '--password-stdin')) {
    io.err(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  let password = randomPassword();
  const typed = flags.includes('--password-stdin');
  if (command === 'reset-password' && typed) {
    password = (await io.readStdin()).split(/\r?\n/)[0] ?? '';
    if (password.length < MIN_PASSWORD) {
      io.err(`The password must be at least ${MIN_PASSWORD} characters.`);
      return 1;
    }
  }
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) {
    io.err(`No shop database in ${path.resolve(config.dataDir)}: start the shop once (npm start), or set DATA_DIR or DATABASE_URL to the shop's.`);
    return 1;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, poolSize: 1 });
  } catch (error) {
    if (error instanceof PgliteBusyError) {
      io.err(error.message);
      return 1;
    }
    io.err(`Could not open the shop's database: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  if (command === 'reset-2fa') {
    try {
      const result = await database.withStartupLock((db) => resetTwoFactorByEmail({ db, email }));
      if (!result.ok) {
        io.err(`No account uses ${email}.${result.admins.length > 0 ? ` Admin accounts: ${result.admins.join(', ')}` : ''}`);
        return 1;
      }
      io.out(
        result.wasOn
          ? `Two-factor sign-in is off for ${result.email}; every session of the account has ended. They sign in with their password and may set it up again.`
          : `${result.email} had no two-factor sign-in; every session of the account has ended.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  try {
    const result = await database.withStartupLock((db) => resetPasswordByEmail({ db, input: { email, password } }));
    if (!result.ok && result.reason === 'no-account') {
      io.err(`No account uses ${email}.${result.admins.length > 0 ? ` Admin accounts: ${result.admins.join(', ')}` : ''}`);
      return 1;
    }
    if (!result.ok) {
      io.err(result.message);
      return 1;
    }
    io.out(`Password reset for ${result.email} (${result.role}); every session of the account has ended.`);
    if (!typed) io.out(`New password: ${password}`);
    if (result.disabled) io.out('Note: this account is disabled. An admin enables it again in USER MANAGEMENT.');
    return 0;
  } finally {
    await database.close();
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Run as the bundled dist/admin.js (scripts/admin.mjs). */
export async function main(): Promise<void> {
  const code = await runAdminCommand(process.argv.slice(2), {
    env: process.env,
    readStdin: () => readAll(process.stdin),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exit(code);
}
