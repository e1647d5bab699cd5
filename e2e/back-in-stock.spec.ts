// A guest asks to be told when a sold-out plant is back, confirms through the emailed link, the owner
// restocks it, and exactly one email arrives whose link opens the plant with ADD TO CART.
import { expect, test } from './fixtures.ts';
import { expectAccessible, signInAsAdmin } from './admin-helpers.ts';
import { createProduct, deleteProduct, emailsTo, setStock, toast, uniqueEmail, uniqueId } from './shop-helpers.ts';

test('a guest is emailed once when a sold-out plant is back', async ({ page, browser }) => {
  const name = `E2E Back Soon Fern ${uniqueId()}`;
  const plant = await createProduct(page.request, { name, qty: 1, price: 21 });
  await setStock(page.request, plant.id, 0);
  const guest = uniqueEmail('waiting-guest');
  try {
    await test.step('the sold-out page offers the alert; the guest is asked to confirm', async () => {
      await page.goto(`/products/${plant.id}`);
      await expect(page.getByText('Sold out for now')).toBeVisible();
      const form = page.getByRole('form', { name: "Email me when it's back" });
      await form.getByLabel('Your email').fill(guest);
      await expectAccessible(page, 'sold-out plant with the alert form');
      await form.getByRole('button', { name: 'Notify me' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Check your inbox.' })).toContainText(guest);
      await expectAccessible(page, 'alert asked for');
    });

    let confirmLink = '';
    await test.step('the written email holds the confirmation link; its page confirms with one click', async () => {
      await expect.poll(() => emailsTo(guest).length).toBe(1);
      const [mail] = emailsTo(guest);
      expect(mail!.subject).toBe(`Confirm: email me when ${name} is back`);
      confirmLink = /Confirm: (http\S+)/.exec(mail!.body)![1]!;
      await page.goto(confirmLink);
      await expect(page.getByRole('heading', { name: "Email me when it's back" })).toBeVisible();
      await expectAccessible(page, 'confirmation page');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
      await expectAccessible(page, 'confirmed page');
    });

    await test.step('the owner sees who waits and restocks the plant', async () => {
      const context = await browser.newContext();
      const owner = await context.newPage();
      await signInAsAdmin(owner);
      await owner.goto('/account/admin/products');
      const row = owner.getByRole('row').filter({ hasText: name });
      await expect(row.getByText('1 waiting')).toBeVisible();
      await expectAccessible(owner, 'products, with who waits');
      await owner.getByRole('link', { name: `Edit ${name}` }).click();
      const form = owner.getByRole('form', { name: 'Edit product' });
      await expect(form.getByLabel('Name')).toHaveValue(name);
      await form.getByLabel('Quantity in stock').fill('3');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(owner).toHaveURL(/\/account\/admin\/products$/);
      await context.close();
    });

    await test.step('one alert arrives, and its link opens the plant with ADD TO CART', async () => {
      const alerts = () => emailsTo(guest).filter((mail) => mail.subject === `${name} is back in stock`);
      // The shop under test sweeps every 2 s (playwright.config.ts).
      await expect.poll(() => alerts().length, { timeout: 20_000 }).toBe(1);
      // However long one waits, no second one: two more sweeps.
      await page.waitForTimeout(5000);
      expect(alerts()).toHaveLength(1);
      const link = /Get yours: (http\S+)/.exec(alerts()[0]!.body)![1]!;
      expect(new URL(link).pathname).toBe(`/products/${plant.handle}`);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const add = page.getByRole('button', { name: 'ADD TO CART' }).first();
      await expect(add).toBeEnabled();
      await add.click();
      await expect(toast(page, 'Product added to cart!')).toBeVisible();
      await expect(page.getByRole('form', { name: "Email me when it's back" })).toHaveCount(0);
    });

    await test.step('the confirmation link now says it is back', async () => {
      await page.goto(confirmLink);
      await expect(page.getByRole('heading', { name: `${name} is back` })).toBeVisible();
    });
  } finally {
    await deleteProduct(page.request, plant.id);
  }
});
