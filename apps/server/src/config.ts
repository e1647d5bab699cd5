import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional.pipe(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional()),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  STRIPE_SECRET_KEY: optional.pipe(z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_').optional()),
  STRIPE_WEBHOOK_SECRET: optional.pipe(z.string().regex(/^whsec_/, 'must start with whsec_').optional()),
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optional.pipe(z.string().optional()),
  SEED: z.enum(['demo', 'none']).default('demo'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  TRUST_PROXY: optional.pipe(z.string().regex(/^(true|false|\d+|[\d.:/a-f, ]+)$/i, 'must be true, false, a hop count or addresses').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  stripe: { secretKey: string; webhookSecret: string | undefined; apiUrl?: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seed: 'demo' | 'none';
  logLevel: string;
  /** Log-in and sign-up attempts allowed a minute per client address and per email. */
  authRateLimit: number;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe for the client address. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Where the built web app lives; absent in API-only tests. */
  webDist: string | undefined;
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value throws one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid ADMIN_PASSWORD="": required when ADMIN_EMAIL is set');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Houseplant Shop <orders@localhost>',
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: undefined,
  };
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}
