import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
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
  const address = `http://${config.host}:${config.port}`;
  const lines = [`Houseplant Shop is open at ${address} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`];
  if (seed.admin) {
    lines.push(
      seed.admin.password
        ? `Admin sign-in: ${seed.admin.email} / ${seed.admin.password}  (printed once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`
        : `Admin sign-in: ${seed.admin.email} with ADMIN_PASSWORD`,
    );
  } else {
    lines.push('Admin sign-in: the admin created on first start (ADMIN_EMAIL, or admin@localhost)');
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
