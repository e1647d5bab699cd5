// Two-factor sign-in (decision 070): the admin sets it up on Your account › Security (the test reads the
// setup key off the screen and computes the app's codes with the shop's own TOTP code), signs out, signs in
// with a code, then with a recovery code, and turns it off again. axe checks each new screen; with
// SCREENSHOTS=1 the set-up and the second step are written to docs/screenshots at desktop and phone sizes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { totpCode } from '../apps/server/src/modules/accounts/totp.ts';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';

const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

async function axeClean(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.waitForLoadState('networkidle');
  const size = test.info().project.name === 'phone' ? 'phone' : 'desktop';
  await page.screenshot({ path: path.join(SHOTS, `account-${name}-${size}.png`), fullPage: size === 'desktop', animations: 'disabled', caret: 'hide' });
}

/** The app's code a step ahead: the server takes one step either side, and the set-up spent the current one. */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));

let secret = '';

/**
 * Every other journey signs the admin in with the password alone: whatever happened here, the admin ends
 * without two-factor sign-in.
 */
async function turnOffThroughApi(request: APIRequestContext): Promise<void> {
  const answer = (await (await request.post('/api/auth/login', { data: ADMIN })).json()) as { token?: string; challenge?: string };
  let token = answer.token;
  if (!token && answer.challenge && secret) {
    const passed = await request.post('/api/auth/login/two-factor', { data: { challenge: answer.challenge, code: totpCode(secret, new Date(Date.now() + 30_000)) } });
    token = ((await passed.json()) as { token?: string }).token;
  }
  if (token) await request.delete('/api/auth/two-factor', { headers: { authorization: token }, data: { password: ADMIN.password } });
}

test.afterEach(async ({ request }) => {
  await turnOffThroughApi(request);
});

async function passwordStep(page: Page): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'LOG IN' }).click();
}

/** The first-run admin is asked its name on first sign-in (decision 048). */
async function pastYourName(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/(account\/your-name)?$/);
  if (page.url().endsWith('/account/your-name')) {
    const prompt = page.getByRole('form', { name: 'Your name' });
    await prompt.getByLabel('First name').fill('Sam');
    await prompt.getByLabel('Last name').fill('Owner');
    await prompt.getByRole('button', { name: 'CONTINUE' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/account');
  await page.getByRole('button', { name: 'LOG OUT', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('@phone the admin sets up two-factor sign-in, then signs in with a code and with a recovery code', async ({ page }) => {
  let recoveryCodes: string[] = [];

  await test.step('set up from Your account › Security: the setup key, one code, ten recovery codes shown once', async () => {
    await passwordStep(page);
    await pastYourName(page);
    await page.goto('/account');
    await page.getByRole('link', { name: 'SECURITY' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in is off' })).toBeVisible();
    await page.getByRole('button', { name: 'SET UP TWO-FACTOR SIGN-IN' }).click();
    const key = page.locator('dd code');
    await expect(key).toHaveText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    secret = (await key.innerText()).replaceAll(' ', '');
    await expect(page.getByRole('link', { name: 'Open it in your authenticator app' })).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
    await axeClean(page, 'the two-factor set-up');
    await shot(page, 'two-factor-setup');

    const form = page.getByRole('form', { name: 'Confirm two-factor sign-in' });
    await form.getByLabel('Code from your app').fill('000000' === totpCode(secret, new Date()) ? '111111' : '000000');
    await form.getByRole('button', { name: 'TURN ON' }).click();
    await expect(form.getByRole('alert')).toContainText('That code is not right');
    await form.getByLabel('Code from your app').fill(totpCode(secret, new Date()));
    await form.getByRole('button', { name: 'TURN ON' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    await axeClean(page, 'the recovery codes');
    await page.getByRole('button', { name: 'I HAVE SAVED THEM' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();
    await expect(page.getByText('10 recovery codes are left.')).toBeVisible();
  });

  await test.step('signed out, the password asks for a code; the code signs in', async () => {
    await logOut(page);
    await passwordStep(page);
    const step = page.getByRole('form', { name: 'Two-factor sign-in' });
    await expect(step.getByLabel('Code from your app')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await axeClean(page, "sign-in's second step");
    await shot(page, 'two-factor-sign-in');
    await step.getByLabel('Code from your app').fill(nextCode(secret));
    await step.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  await test.step('signed out again, a recovery code signs in once', async () => {
    await logOut(page);
    await passwordStep(page);
    const step = page.getByRole('form', { name: 'Two-factor sign-in' });
    await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await step.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await step.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account/security');
    await expect(page.getByText('9 recovery codes are left.')).toBeVisible();
  });

  await test.step('turned off with the password: the password alone signs in again', async () => {
    const form = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await axeClean(page, 'two-factor sign-in, on');
    await form.getByLabel('Or your password').fill(ADMIN.password);
    await form.getByRole('button', { name: 'TURN OFF' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in is off' })).toBeVisible();
    await logOut(page);
    await passwordStep(page);
    await expect(page).toHaveURL(/\/$/);
  });
});
