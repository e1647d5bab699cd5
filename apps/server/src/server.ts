import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, listenAddress, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './seed/seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = { ...loadConfig(), webDist: path.resolve(here, '../../web/dist') };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir),
  });
  const seed = await database.withStartupLock((db) => seedIfEmpty(db, config));
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const banner = startBanner({ address: listenAddress(config.host, config.port), publicUrl: config.publicUrl, store: database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL', admin: seed.admin, config });
  // The logger writes asynchronously, so Fastify's "listening" line may still be in its buffer: the banner
  // goes through the logger's own stream, after whatever it holds, and so comes last (decision 029).
  const logStream = loggerStream(app.log);
  if (logStream) logStream.write(`${banner}\n`);
  else console.log(banner);
}

/** The stream a pino logger writes to (pino keeps it under its `pino.stream` symbol), if it has one. */
function loggerStream(logger: object): { write(text: string): unknown } | undefined {
  for (let at: object | null = logger; at; at = Object.getPrototypeOf(at)) {
    const key = Object.getOwnPropertySymbols(at).find((symbol) => symbol.description === 'pino.stream');
    if (key) return (at as Record<symbol, { write(text: string): unknown } | undefined>)[key];
  }
  return undefined;
}

/**
 * What `npm start` prints last before request logs (decision 029): where the shop is, how the owner
 * signs in, the test card and where emails land. Fastify's own "listening" line comes before it.
 */
export function startBanner({ address, publicUrl, store, admin, config }: {
  address: string;
  publicUrl: string;
  store: string;
  admin: { email: string; password?: string | undefined } | undefined;
  config: Pick<Config, 'stripe' | 'smtpUrl' | 'dataDir'>;
}): string {
  const rule = '-'.repeat(72);
  const lines = [rule, `The shop is open at ${address}  (${store})`];
  if (publicUrl !== address) lines.push(`Public address (PUBLIC_URL): ${publicUrl}`);
  if (admin) {
    lines.push(
      admin.password
        ? `Owner sign-in at ${publicUrl}/login: ${admin.email} / ${admin.password}  (printed once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`
        : `Owner sign-in at ${publicUrl}/login: ${admin.email} with ADMIN_PASSWORD`,
    );
  } else {
    lines.push(`Owner sign-in at ${publicUrl}/login: the admin created on first start (ADMIN_EMAIL, or admin@localhost)`);
  }
  if (!config.stripe) lines.push('Payments: TEST MODE, card 4242 4242 4242 4242 with any future expiry pays');
  // Without SMTP the owner's own "Forgot password?" link lands there too (decision 048).
  lines.push(config.smtpUrl ? 'Emails: sent over SMTP_URL' : `Emails: written to ${path.join(config.dataDir, 'mail')} as .eml files, "Forgot password?" links too`);
  lines.push(rule);
  return lines.join('\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
