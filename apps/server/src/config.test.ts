import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  test('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', publicUrl: 'http://localhost:3000', seed: 'demo', databaseUrl: undefined, stripe: undefined });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  test('a bad value stops with one line naming the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'abc' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
      [{ SEED: 'lots' }, 'SEED'],
      [{ STRIPE_SECRET_KEY: 'pk_live_x' }, 'STRIPE_SECRET_KEY'],
      [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
      [{ ADMIN_EMAIL: 'boss@shop.test' }, 'ADMIN_PASSWORD'],
      [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
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

  test('switches on Stripe and SMTP when their variables are set', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_1' });
    expect(config.smtpUrl).toBe('smtp://127.0.0.1:2525');
  });
});
