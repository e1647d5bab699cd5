import { isIP } from 'node:net';
import path from 'node:path';
import { passwordProblem } from '@shop/shared/password-strength';
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
  ADMIN_PASSWORD: optional.pipe(
    z
      .string()
      .min(8, 'must be at least 8 characters')
      .refine((password) => !passwordProblem(password), 'is too common or too easy to guess (the rule every password follows); choose another')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optional.pipe(z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_').optional()),
  STRIPE_WEBHOOK_SECRET: optional.pipe(z.string().regex(/^whsec_/, 'must start with whsec_').optional()),
  STRIPE_TAX: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('off'),
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optional.pipe(z.string().optional()),
  ORDER_LINK_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SEED: z.enum(['demo', 'none']).default('demo'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  PENDING_ORDER_LIMIT: z.coerce.number().int().min(1).max(100_000).default(3),
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(100_000).default(5),
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(3600, 'must be at most 3600 (an hour)').default(60),
  TRUST_PROXY: optional.pipe(z.string().refine(isTrustProxy, { error: trustProxyProblem }).optional()),
  WEATHER: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
  WEATHER_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.weather.gov'),
  WEATHER_CONTACT: optional.pipe(z.string().max(200).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Variables whose value a start-up error must not print. */
const SECRETS = new Set(['ADMIN_PASSWORD', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** `automaticTax`: Stripe Tax computes the sales tax at payment (STRIPE_TAX=on) instead of the shop's own rates. */
  stripe: { secretKey: string; webhookSecret: string | undefined; apiUrl?: string; automaticTax?: boolean } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Signs the order status links in emails; unset: a secret the shop makes and keeps in its database. */
  orderLinkSecret: string | undefined;
  seed: 'demo' | 'none';
  logLevel: string;
  /** Log-in and sign-up attempts allowed a minute per client address and per email. */
  authRateLimit: number;
  /** Orders one client address, or one email, may place a minute. */
  orderRateLimit: number;
  /** Unpaid orders holding stock that one client address, or one email, may have at once. */
  pendingOrderLimit: number;
  /** A variant at or below this count (unless it has its own threshold) is low on stock: on the dashboard, and one email to the owner (decision 040). */
  lowStockThreshold: number;
  /**
   * How often the background sweep runs (expired holds, refunds, care, stock and review emails, weather,
   * the outbox): every minute unless SWEEP_INTERVAL_SECONDS says otherwise. The browser journeys use a
   * couple of seconds so an email written by the sweep arrives without a minute's wait.
   */
  sweepIntervalMs?: number;
  /**
   * Fastify's trustProxy: which X-Forwarded-For hops to believe for the client address. Never `true`
   * (every hop), which would let any client name its own address (decision 019).
   */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  /** How long a client may take to send a request, and how long a connection may idle (decision 019). */
  timeouts: ServerTimeouts;
  /** Where the built web app lives; absent in API-only tests. */
  webDist: string | undefined;
  /**
   * The forecast for weather-safe shipping (decision 044): the National Weather Service's address (or a
   * stand-in answering the same JSON) and the User-Agent naming the shop and its contact, as NWS asks;
   * undefined with WEATHER=off (the shop ships by its calendar, and paid orders wait for the owner).
   */
  weather: { apiUrl: string; userAgent: string } | undefined;
}

export interface ServerTimeouts {
  /** The request line and headers must all arrive within this. */
  headersMs: number;
  /** The whole request, body included, must arrive within this (a 10 MB image upload needs 1.4 Mbit/s). */
  requestMs: number;
  /** A connection with no bytes either way for this long is closed (a client that stops reading). */
  idleMs: number;
  /** An idle keep-alive connection is kept this long: longer than load balancers' 60 s idle timeout. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 60_000, idleMs: 90_000, keepAliveMs: 72_000 };

export class ConfigError extends Error {}

/** Reads the environment once; a bad value throws one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const shown = SECRETS.has(name) ? '(hidden)' : JSON.stringify(source[name] ?? '');
    throw new ConfigError(`Invalid ${name}=${shown}: ${issue.message}`);
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
    publicUrl: (e.PUBLIC_URL ?? listenAddress(e.HOST, e.PORT)).replace(/\/$/, ''),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, automaticTax: e.STRIPE_TAX === 'on' }
      : undefined,
    smtpUrl: e.SMTP_URL,
    // The From name is the shop's own (its settings, decision 045); MAIL_FROM gives the address.
    mailFrom: e.MAIL_FROM ?? 'orders@localhost',
    orderLinkSecret: e.ORDER_LINK_SECRET,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    pendingOrderLimit: e.PENDING_ORDER_LIMIT,
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    sweepIntervalMs: e.SWEEP_INTERVAL_SECONDS * 1000,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    timeouts: DEFAULT_TIMEOUTS,
    webDist: undefined,
    weather:
      e.WEATHER === 'on'
        ? {
            apiUrl: e.WEATHER_API_URL.replace(/\/+$/, ''),
            // NWS asks each client to name itself by its site and a contact: "(myshop.com, owner@myshop.com)".
            userAgent: `(${new URL(e.PUBLIC_URL ?? listenAddress(e.HOST, e.PORT)).host}, ${e.WEATHER_CONTACT ?? e.ADMIN_EMAIL ?? (e.MAIL_FROM ?? 'orders@localhost').replace(/^.*<([^<>]+)>\s*$/, '$1')})`,
          }
        : undefined,
  };
}

/**
 * The address the start banner prints, and PUBLIC_URL's default, so that the payment page, the emails'
 * links and the pages all come back to the origin the shopper opened (decision 029). A wildcard host
 * (`0.0.0.0`, `::`) is reached as `localhost`; an IPv6 address goes in brackets.
 */
export function listenAddress(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** proxy-addr's names for the loopback, link-local and private ranges, as Fastify accepts them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or CIDR block (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function isTrustProxy(value: string): boolean {
  if (/^(false|\d{1,2})$/i.test(value)) return true;
  return value.split(',').every((entry) => isProxyAddress(entry.trim()));
}

function trustProxyProblem(issue: { input: unknown }): string {
  return String(issue.input).toLowerCase() === 'true'
    ? 'trusting every proxy lets any client choose its own address (and dodge the abuse limits); give the number of proxies in front of the shop (e.g. 1) or their addresses'
    : 'must be false, a number of proxies (e.g. 1), or the proxies\' addresses or CIDR blocks separated by commas';
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value.toLowerCase() === 'false' || value === '0') return false;
  if (!/^\d+$/.test(value)) return value.split(',').map((entry) => entry.trim()).join(',');
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}
