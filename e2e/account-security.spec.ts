// A shopper's account security: a common password is refused at sign-up and on change, changing the
// password signs out the other devices, a new email asks for the password, and log out everywhere
// ends every session. The admin's side (disabling an account) is in admin.spec.ts.
import { expect, test } from './fixtures.ts';
import { logIn, seedBrowser, signUp, toast, uniqueEmail } from './shop-helpers.ts';

const WEAK = 'This password is too common or too easy to guess. Please choose another.';

test('sign-up refuses a common password with a clear message', async ({ page }) => {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill('Rowan');
  await form.getByLabel('Last name').fill('Birch');
  await form.getByLabel('Email').fill(uniqueEmail('rowan'));
  for (const password of ['password', '12345678', 'qwertyui']) {
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(form.getByText(WEAK)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/signup$/);
  await form.getByLabel('Password').fill('silver-birch-bark-7');
  await form.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a shopper changes their password and email, then logs out everywhere', async ({ page }) => {
  const shopper = await signUp(page.request, 'Hazel');
  const phone = await logIn(page.request, shopper.email, shopper.password);
  const status = async (token: string) => (await page.request.get('/api/auth', { headers: { authorization: token } })).status();
  await seedBrowser(page, { token: shopper.token });
  const newPassword = 'hazel-nut-grove-42';

  await test.step('change password: a common one is refused, then the other devices are signed out', async () => {
    await page.goto('/account');
    await page.getByRole('link', { name: 'CHANGE PASSWORD' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(shopper.password);
    await form.getByLabel('New password').fill('qwertyui');
    await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(form.getByText(WEAK)).toBeVisible();
    await form.getByLabel('New password').fill(newPassword);
    await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(toast(page, 'Password changed. Your other devices are signed out.')).toBeVisible();
    expect(await status(phone)).toBe(401);
    expect(await status(shopper.token)).toBe(200);
  });

  await test.step('a new email asks for the current password', async () => {
    await page.goto('/account/editprofile');
    const form = page.getByRole('form', { name: 'Edit profile' });
    const email = uniqueEmail('hazel-new');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(form.getByText('Enter your current password to change your email')).toBeVisible();
    await form.getByLabel('Current password').fill(newPassword);
    await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toast(page, 'Account info successfully changed')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');
    const me = await page.request.get('/api/auth', { headers: { authorization: shopper.token } });
    expect(((await me.json()) as { email: string }).email).toBe(email);
    shopper.email = email;
  });

  await test.step('log out everywhere ends every session, this one too', async () => {
    const tablet = await logIn(page.request, shopper.email, newPassword);
    await page.goto('/account');
    await page.getByRole('button', { name: 'LOG OUT EVERYWHERE' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Logged out!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await status(shopper.token)).toBe(401);
    expect(await status(tablet)).toBe(401);
  });
});
