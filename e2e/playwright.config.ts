import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
/** The local National Weather Service stand-in the shop asks for forecasts (decision 044): mild unless a journey sets a place. */
export const WEATHER_URL = `http://127.0.0.1:${port + 100}`;
// A fresh shop for every run: nothing depends on what an earlier run left behind.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
// The workers load this file again: they must find the same folder (the shop's emails are read from it).
process.env.E2E_DATA_DIR = dataDir;
/** Where the shop under test keeps its files; without SMTP_URL its emails are `mail/*.eml` in it. */
export const E2E_DATA_DIR = dataDir;

export const ADMIN = { email: 'admin@shop.test', password: 'e2e-admin-password' };

const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    // Chromium refuses a few ports outright (6000 among them, ERR_UNSAFE_PORT): the shop's port is allowed.
    `--explicitly-allowed-ports=${port}`,
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: { baseURL, launchOptions, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: 'npx tsx ../apps/server/src/modules/weather/nws-standin.ts',
      url: `${WEATHER_URL}/__standin`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PORT: String(port + 100), NWS_STANDIN_CLIMATE: 'mild' },
    },
    {
      command: 'node ../apps/server/dist/server.js',
      url: `${baseURL}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        // Every journey signs in and orders from 127.0.0.1, as many shoppers behind one address; the real
        // limits have their own API tests.
        AUTH_RATE_LIMIT: '1000',
        ORDER_RATE_LIMIT: '1000',
        PENDING_ORDER_LIMIT: '1000',
        // The background sweep writes the review requests, back-in-stock emails and weather holds the
        // journeys wait for: every 2 s instead of every minute.
        SWEEP_INTERVAL_SECONDS: '2',
        WEATHER_API_URL: WEATHER_URL,
        WEATHER_CONTACT: 'e2e@shop.test',
      },
    },
  ],
});
