// A shopper chooses a plant's size and planter: price, stock, picture and address follow the choice; the
// address reloads as chosen; the plant is bought in that size and planter, and the cart, the email and the
// packing slip say which (decision 032).
import { expect, test } from './fixtures.ts';
import { ADDRESS, adminToken, catalogue, emailsTo, fillShipping, payWithCard, seedBrowser, toast, uniqueEmail, type Product } from './shop-helpers.ts';

type Variant = Product['variants'][number];

const dollars = (price: number) => `$${price.toFixed(2)}`;

/** The demo plant sold in sizes and planters, and a combination of it in stock that is not its default. */
async function sizedPlant(request: Parameters<typeof catalogue>[0]): Promise<{ plant: Product; chosen: Variant }> {
  const plants = await catalogue(request);
  for (const plant of plants.filter((candidate) => candidate.options.length === 2)) {
    const fallback = plant.variants.find((variant) => variant.id === plant.defaultVariantId)!;
    const chosen = plant.variants.find(
      (variant) =>
        variant.qty >= 3 &&
        variant.imageURL !== null &&
        variant.imageURL !== (fallback.imageURL ?? plant.imageURL) &&
        variant.options.every((value, index) => value !== fallback.options[index]),
    );
    if (chosen) return { plant, chosen };
  }
  throw new Error('the demo catalogue has no plant in sizes and planters to choose from');
}

test('a shopper chooses a size and a planter, reloads the address, buys it, and every page after says which', async ({ page }) => {
  const { plant, chosen } = await sizedPlant(page.request);
  const email = uniqueEmail('sizes');

  await test.step('choosing changes price, stock message, SKU, picture and address, without a page load', async () => {
    await page.goto(`/products/${plant.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plant.name);
    const marker = await page.evaluate(() => ((window as unknown as { loadedOnce: number }).loadedOnce = Date.now()));
    for (const [index, option] of plant.options.entries()) {
      const group = page.getByRole('group', { name: new RegExp(`^${option.name.toUpperCase()}`) });
      await expect(group.getByRole('radio')).toHaveCount(option.values.length);
      await group.locator('label').filter({ hasText: chosen.options[index]! }).first().click();
    }
    await expect(page).toHaveURL(new RegExp(`\\?variant=${chosen.id}$`));
    await expect(page.getByTestId('price')).toContainText(dollars(chosen.price));
    await expect(page.getByTestId('sku')).toHaveText(`SKU ${chosen.sku}`);
    await expect(page.getByTestId('stock-message')).toHaveText(chosen.qty <= 5 ? `Only ${chosen.qty} left in stock` : 'In stock, ready to ship');
    const picture = page.getByRole('img', { name: `${plant.name}, ${chosen.title}` });
    await expect(picture).toHaveAttribute('src', chosen.imageURL!.replace('.jpg', '.webp'));
    // Still the same page: no load happened.
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: number }).loadedOnce)).toBe(marker);
  });

  await test.step('the address reloads as chosen, rendered by the server', async () => {
    await page.reload();
    await expect(page.getByTestId('price')).toContainText(dollars(chosen.price));
    for (const [index, option] of plant.options.entries()) {
      const group = page.getByRole('group', { name: new RegExp(`^${option.name.toUpperCase()}`) });
      await expect(group.getByRole('radio', { checked: true })).toHaveAttribute('value', chosen.options[index]!);
    }
    const html = await (await page.request.get(`/products/${plant.id}?variant=${chosen.id}`)).text();
    expect(html).toContain(dollars(chosen.price));
    expect(html).toContain(`<link rel="canonical" href="${new URL(page.url()).origin}/products/${plant.handle}">`);
  });

  await test.step('into the cart and paid for: the cart, the order summary and the thanks name the size and planter', async () => {
    await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
    await expect(toast(page, 'Product added to cart!')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('line-variant')).toHaveText(chosen.title);
    await expect(page.getByTestId('line-total')).toHaveText(dollars(chosen.price));
    await page.getByRole('link', { name: 'PROCEED TO PAYMENT' }).click();
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(chosen.title);
    await fillShipping(page, { ...ADDRESS, email });
    await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(page.getByText(`${plant.name} (${chosen.title})`)).toBeVisible();
    await payWithCard(page);
    await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'What you bought' })).toContainText(`${plant.name} ${chosen.title}`);
  });

  const orderId = Number(new URL(page.url()).searchParams.get('orderid'));
  await test.step('the confirmation email names the size and planter', async () => {
    await expect.poll(() => emailsTo(email).find((mail) => mail.subject.includes(`#${orderId}`))?.body ?? '').toContain(`${plant.name} (${chosen.title})`);
  });

  await test.step("the owner's packing slip names the size, planter and SKU", async () => {
    await seedBrowser(page, { token: await adminToken(page.request) });
    await page.goto(`/account/admin/orders/${orderId}/packing-slip`);
    const slip = page.getByRole('article', { name: `Packing slip for order #${orderId}` });
    await expect(slip).toContainText(plant.name);
    await expect(slip).toContainText(chosen.title);
    await expect(slip).toContainText(`SKU ${chosen.sku}`);
  });
});
