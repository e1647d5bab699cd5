// The owner edits a plant's care profile: the tags it decides follow it, the shared rules refuse a bad
// one on the form, and the product page's care card shows what was saved.
import { expect, test } from './fixtures.ts';
import { expectAccessible, signInAsAdmin } from './admin-helpers.ts';
import { adminToken, catalogue, createProduct, deleteProduct, product, uniqueId } from './shop-helpers.ts';

test("the admin edits a plant's care profile and its tags and care card follow", async ({ page }) => {
  // A plant of this test's own, with the care profile of a pet-safe demo plant.
  const model = (await catalogue(page.request)).find((p) => p.care?.petSafety === 'safe' && !p.name.startsWith('E2E'));
  if (!model) throw new Error('a pet-safe demo plant is needed');
  const name = `E2E Care Plant ${uniqueId()}`;
  const plant = await createProduct(page.request, { name, qty: 4, price: 18 });
  const care = (await product(page.request, model.id)).care;
  const saved = await page.request.put(`/api/products/${plant.id}`, {
    headers: { authorization: await adminToken(page.request) },
    data: { name, qty: 4, price: 18, description: 'A plant made by the end-to-end tests.', tags: ['Small'], care },
  });
  expect(saved.ok()).toBe(true);
  try {
    await signInAsAdmin(page);
    await page.goto(`/account/admin/editproduct/${plant.id}`);
    const form = page.getByRole('form', { name: 'Edit product' });
    await expect(form.getByRole('checkbox', { name: 'Care profile' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Pet safe', exact: true })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Pet safe', exact: true })).toBeDisabled();
    await expectAccessible(page, 'edit product with its care profile');

    await test.step('the form refuses a bad profile with the shared rules', async () => {
      await form.getByLabel('Care text').fill('Too short to help anyone.');
      await form.getByLabel('Highest °F').fill('40');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Write 80 to 150 words of care')).toBeVisible();
      await expect(form.getByText('The highest temperature must be above the lowest')).toBeVisible();
      await expectAccessible(page, 'edit product, care refused');
    });

    await test.step('a toxic profile unticks Pet safe and ticks Poisonous/toxic; saved, the shop shows it', async () => {
      await form.getByLabel('Care text').fill(care!.careText!);
      await form.getByLabel('Highest °F').fill(String(care!.tempMaxF));
      await form.getByLabel('Pet safety').selectOption('toxic-cats');
      await expect(form.getByRole('checkbox', { name: 'Pet safe', exact: true })).not.toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Poisonous/toxic' })).toBeChecked();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/account\/admin\/products$/);

      const stored = await product(page.request, plant.id);
      expect(stored.care?.petSafety).toBe('toxic-cats');
      expect(stored.tags.map((tag) => tag.tagName)).toContain('Poisonous/toxic');
      expect(stored.tags.map((tag) => tag.tagName)).not.toContain('Pet safe');

      await page.goto(`/products/${plant.id}`);
      const card = page.getByRole('region', { name: 'CARE' });
      await expect(card.getByText('Toxic to cats', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Tags' })).toContainText('Poisonous/toxic');
    });
  } finally {
    await deleteProduct(page.request, plant.id);
  }
});
