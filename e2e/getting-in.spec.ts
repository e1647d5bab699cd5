// Whose email is it, and getting back in (decisions 025, 026): a new shopper verifies their address from
// the written email and the account hub says so; a shopper who forgot their password gets back in through
// the emailed link, which signs out their other devices. axe checks the new screens, and with
// SCREENSHOTS=1 they are written to docs/screenshots at desktop and phone sizes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './fixtures.ts';
import { emailsTo, logIn, toast, uniqueEmail } from './shop-helpers.ts';

const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

async function axeClean(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

/** With SCREENSHOTS=1: the screen as shown, into docs/screenshots/storefront-NAME-<desktop|phone>.png. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.waitForLoadState('networkidle');
  const size = test.info().project.name === 'phone' ? 'phone' : 'desktop';
  await page.screenshot({ path: path.join(SHOTS, `storefront-${name}-${size}.png`), fullPage: size === 'desktop', animations: 'disabled', caret: 'hide' });
}

/** The link in the latest email to `to` with this subject, as written to the outbox. */
async function linkIn(to: string, subject: string, label: string, count = 1): Promise<string> {
  const mails = () => emailsTo(to).filter((mail) => mail.subject === subject);
  await expect.poll(() => mails().length).toBe(count);
  const link = new RegExp(`${label}: (http\\S+)`).exec(mails().at(-1)!.body)?.[1];
  if (!link) throw new Error(`no ${label} link in the email to ${to}`);
  return link;
}

test('@phone a new shopper verifies their email from the written email, and the account hub says so', async ({ page }) => {
  const email = uniqueEmail('verify-me');
  await test.step('sign up: signed in at once, the account hub asks to verify the email', async () => {
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Juniper');
    await form.getByLabel('Last name').fill('Moss');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('juniper-berry-bush-5');
    await form.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
    await axeClean(page, '/account (unverified)');
    await shot(page, 'account-unverified');
  });

  await test.step('send the link again: a second email arrives', async () => {
    await page.getByRole('button', { name: 'SEND THE LINK AGAIN' }).click();
    await expect(page.getByText('Sent: check your inbox. The link works once, within a day.')).toBeVisible();
    await linkIn(email, 'Verify your email for Houseplant Shop', 'Verify', 2);
  });

  await test.step('open the link from the latest email: verified, and the hub says so', async () => {
    const link = await linkIn(email, 'Verify your email for Houseplant Shop', 'Verify', 2);
    expect(link).toMatch(/\/account\/verify-email#token=[\w-]{43}$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
    await expect(page.getByText(`Thank you: ${email} is confirmed as yours.`)).toBeVisible();
    // The token left the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await axeClean(page, '/verify-email');
    await shot(page, 'verify-email');
    await page.getByRole('link', { name: 'GO TO YOUR ACCOUNT' }).click();
    await expect(page.getByText('EMAIL VERIFIED')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toHaveCount(0);
    await shot(page, 'account-verified');
  });

  await test.step('the same link a second time does not work, and says what to do', async () => {
    const link = await linkIn(email, 'Verify your email for Houseplant Shop', 'Verify', 2);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
    await expect(page.getByText('This link has expired or was used already.')).toBeVisible();
  });
});

test('@phone a shopper who forgot their password gets back in through the emailed link; other devices are signed out', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  const signedUp = await page.request.post('/api/users', { data: { firstName: 'Rowan', lastName: 'Ash', email, password: 'old-rowan-berries-2' } });
  expect(signedUp.status()).toBe(201);
  const otherDevice = await logIn(page.request, email, 'old-rowan-berries-2');

  await test.step('"Forgot password?" on the log-in page: the same answer for any address', async () => {
    await page.goto('/login');
    await shot(page, 'login-forgot-link');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await axeClean(page, '/forgot-password');
    await shot(page, 'forgot-password');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'EMAIL ME A LINK' }).click();
    await expect(page.getByText('If an account uses that address, we have emailed it a link')).toBeVisible();
    await shot(page, 'forgot-password-sent');
  });

  await test.step('the link from the written email: a common password is refused, a good one signs in', async () => {
    const link = await linkIn(email, 'Reset your Houseplant Shop password', 'Reset');
    expect(link).toMatch(/\/account\/reset-password#token=[\w-]{43}$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await axeClean(page, '/reset-password');
    await shot(page, 'reset-password');
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByLabel('New password').fill('password');
    await form.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
    await expect(form.getByText('This password is too common or too easy to guess. Please choose another.')).toBeVisible();
    await form.getByLabel('New password').fill('new-rowan-leaves-8');
    await form.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(toast(page, 'Password changed. Your other devices are signed out.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rowan' })).toBeVisible();
    // The link proved the address as well.
    await expect(page.getByText('EMAIL VERIFIED')).toBeVisible();
    expect((await page.request.get('/api/auth', { headers: { authorization: otherDevice } })).status()).toBe(401);
  });

  await test.step('the link works once', async () => {
    const link = await linkIn(email, 'Reset your Houseplant Shop password', 'Reset');
    await page.goto(link);
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByLabel('New password').fill('a-third-rowan-try-4');
    await form.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
    await expect(form.getByRole('alert')).toHaveText('This link has expired or was used already. Ask for a new one from the log-in page.');
  });
});
