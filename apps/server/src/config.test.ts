import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  test('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', publicUrl: 'http://127.0.0.1:3000', seed: 'demo', databaseUrl: undefined, stripe: undefined });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  test('the background sweep runs every minute unless SWEEP_INTERVAL_SECONDS says otherwise', () => {
    expect(loadConfig({}).sweepIntervalMs).toBe(60_000);
    expect(loadConfig({ SWEEP_INTERVAL_SECONDS: '2' }).sweepIntervalMs).toBe(2_000);
  });

  test('PUBLIC_URL defaults to the address the start banner prints, so links come back to the same origin', () => {
    expect(loadConfig({ PORT: '4321' }).publicUrl).toBe('http://127.0.0.1:4321');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://plants.example/' }).publicUrl).toBe('https://plants.example');
  });

  test('a bad value stops with one line naming the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'abc' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
      [{ SEED: 'lots' }, 'SEED'],
      [{ STRIPE_SECRET_KEY: 'pk_live_x' }, 'STRIPE_SECRET_KEY'],
      [{ STRIPE_TAX: 'yes' }, 'STRIPE_TAX'],
      [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
      [{ ADMIN_EMAIL: 'boss@shop.test' }, 'ADMIN_PASSWORD'],
      [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
      [{ ADMIN_EMAIL: 'boss@shop.test', ADMIN_PASSWORD: 'password' }, 'ADMIN_PASSWORD'],
      [{ ADMIN_EMAIL: 'boss@shop.test', ADMIN_PASSWORD: 'qwertyuiop' }, 'ADMIN_PASSWORD'],
      [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
      [{ TRUST_PROXY: 'TRUE' }, 'TRUST_PROXY'],
      [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
      [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
      [{ TRUST_PROXY: '10.0.0.1, proxy.example.com' }, 'TRUST_PROXY'],
      [{ TRUST_PROXY: '999.1.1.1' }, 'TRUST_PROXY'],
      [{ SWEEP_INTERVAL_SECONDS: '0' }, 'SWEEP_INTERVAL_SECONDS'],
      [{ SWEEP_INTERVAL_SECONDS: '1.5' }, 'SWEEP_INTERVAL_SECONDS'],
      [{ SWEEP_INTERVAL_SECONDS: '86400' }, 'SWEEP_INTERVAL_SECONDS'],
    ];
    for (const [env, name] of cases) {
      expect(() => loadConfig(env), name).toThrowError(new RegExp(`^Invalid ${name}=`));
      try {
        loadConfig(env);
      } catch (error) {
        expect((error as Error).message).not.toContain('\n');
      }
    }
  });

  test('a common ADMIN_PASSWORD stops start-up, as it would be refused at sign-up', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@shop.test', ADMIN_PASSWORD: '12345678' })).toThrowError(
      'Invalid ADMIN_PASSWORD=(hidden): is too common or too easy to guess (the rule every password follows); choose another',
    );
    expect(loadConfig({ ADMIN_EMAIL: 'boss@shop.test', ADMIN_PASSWORD: 'fern-and-moss-42' }).adminPassword).toBe('fern-and-moss-42');
  });

  test('a start-up error never prints a secret', () => {
    for (const env of [{ ADMIN_PASSWORD: 'short' }, { STRIPE_SECRET_KEY: 'pk_live_secret' }, { STRIPE_WEBHOOK_SECRET: 'not-whsec' }]) {
      expect(() => loadConfig(env)).toThrowError(/^Invalid [A-Z_]+=\(hidden\): /);
    }
  });

  test('TRUST_PROXY=true is refused with a line saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(
      /^Invalid TRUST_PROXY="true": trusting every proxy lets any client choose its own address .*number of proxies/,
    );
  });

  test('TRUST_PROXY takes a number of proxies, or their addresses and CIDR blocks', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof oneHop).toBe('function');
    if (typeof oneHop !== 'function') throw new Error('a hop count becomes a function');
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16 ,fd00::/8,::1,loopback' }).trustProxy).toBe('10.0.0.1,10.1.0.0/16,fd00::/8,::1,loopback');
  });

  test('switches on Stripe and SMTP when their variables are set', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_1', automaticTax: false });
    expect(config.smtpUrl).toBe('smtp://127.0.0.1:2525');
    // Stripe Tax only with Stripe (decision 034).
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_TAX: 'on' }).stripe?.automaticTax).toBe(true);
    expect(loadConfig({ STRIPE_TAX: 'on' }).stripe).toBeUndefined();
  });
});
