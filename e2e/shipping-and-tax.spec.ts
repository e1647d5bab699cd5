// What an order really costs (docs/decisions/034-shipping-rates-and-sales-tax.md). A shopper with a $60 cart is told how far it is from free shipping,
// picks Expedited, ships to California (the demo collects 7.25% there), pays on the test page, and the
// payment page, the email and the order history all show the same shipping, tax and total.
import { expect, test } from './fixtures.ts';
import { createProduct, deleteProduct, emailsTo, openWithCart, payWithCard, signUp, uniqueId, verifyEmail } from './shop-helpers.ts';

const CA = { street1: '1 Palm Way', city: 'Sacramento', state: 'CA', zip: '95814' };

test('a $60 cart to California with Expedited shipping: the same shipping, tax and total everywhere', async ({ page }) => {
  const plant = await createProduct(page.request, { name: `Sixty Dollar Palm ${uniqueId()}`, qty: 5, price: 60 });
  const shopper = await signUp(page.request, 'Cali');
  await verifyEmail(page.request, shopper);
  try {
    await test.step('the cart: the rates, Standard at $9.95, and $15.00 more ships free', async () => {
      await openWithCart(page, [{ productId: plant.id, qty: 1, userId: shopper.id }], '/cart', shopper.token);
      await expect(page.getByText('$15.00 more for free shipping')).toBeVisible();
      await expect(page.getByTestId('cart-rate')).toHaveText([/Standard.*3-6 business days.*\$9\.95/, /Expedited.*1-3 business days.*\$24\.95/]);
      await page.getByRole('link', { name: 'PROCEED TO PAYMENT' }).click();
      await expect(page).toHaveURL(/\/shipping$/);
    });

    await test.step('the shipping step: choose Expedited, and the summary adds California tax', async () => {
      const form = page.getByRole('form', { name: 'Shipping information' });
      await form.getByLabel('Street address').fill(CA.street1);
      await form.getByLabel('City').fill(CA.city);
      await form.getByLabel('State').selectOption(CA.state);
      await form.getByLabel('ZIP code').fill(CA.zip);
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByTestId('summary-shipping')).toHaveText('$9.95');
      await form.getByRole('radio', { name: /Expedited/ }).check();
      await expect(summary.getByText('Shipping (Expedited)')).toBeVisible();
      await expect(summary.getByTestId('summary-shipping')).toHaveText('$24.95');
      // 7.25% of $60.00; shipping is not taxed in California.
      await expect(summary.getByText('Sales tax (CA 7.25%)')).toBeVisible();
      await expect(summary.getByTestId('summary-tax')).toHaveText('$4.35');
      await expect(summary.getByTestId('summary-total')).toHaveText('$89.30');
      await form.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
      await expect(page).toHaveURL(/\/pay\//);
    });

    let orderId = '';
    await test.step('the payment page shows each part and charges the total', async () => {
      await expect(page.getByRole('row', { name: /Shipping \(Expedited\)/ })).toContainText('$24.95');
      await expect(page.getByRole('row', { name: /Sales tax \(CA 7.25%\)/ })).toContainText('$4.35');
      await expect(page.getByRole('button', { name: 'Pay $89.30' })).toBeVisible();
      await payWithCard(page);
      await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeVisible();
      orderId = new URL(page.url()).searchParams.get('orderid') ?? '';
      expect(orderId).toMatch(/^\d+$/);
      // The thanks say the same.
      const paid = page.getByLabel('What you paid');
      await expect(paid).toContainText('Shipping (Expedited)$24.95');
      await expect(paid).toContainText('Sales tax (CA 7.25%)$4.35');
      await expect(page.getByTestId('paid-total')).toHaveText('$89.30');
    });

    await test.step('the confirmation email says the same', async () => {
      await expect.poll(() => emailsTo(shopper.email).find((mail) => mail.subject.includes(`#${orderId} is confirmed`))?.body ?? '').toContain('Shipping (Expedited): $24.95');
      const mail = emailsTo(shopper.email).find((written) => written.subject.includes(`#${orderId} is confirmed`))!;
      expect(mail.body).toContain('Sales tax (CA 7.25%): $4.35');
      expect(mail.body).toContain('Total: $89.30');
    });

    await test.step('so does the order in the history', async () => {
      await page.goto(`/account/orderhistory/${orderId}`);
      await expect(page.getByRole('row', { name: /Shipping \(Expedited\)/ })).toContainText('$24.95');
      await expect(page.getByRole('row', { name: /Sales tax \(CA 7.25%\)/ })).toContainText('$4.35');
      await expect(page.getByTestId('order-total')).toHaveText('$89.30');
    });
  } finally {
    await deleteProduct(page.request, plant.id);
  }
});

test('a Los Angeles ZIP with Nevada is refused beside the ZIP field; with California it is taxed there (decision 046)', async ({ page }) => {
  const plant = await createProduct(page.request, { name: `Zip Check Fern ${uniqueId()}`, qty: 5, price: 40 });
  try {
    await openWithCart(page, [{ productId: plant.id, qty: 1, userId: null }], '/shipping');
    const form = page.getByRole('form', { name: 'Shipping information' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Gardener');
    await form.getByLabel('Email', { exact: true }).fill(`ada.${uniqueId()}@example.com`);
    await form.getByLabel('Street address').fill('200 N Spring St');
    await form.getByLabel('City').fill('Los Angeles');
    await form.getByLabel('State').selectOption('NV');
    await form.getByLabel('ZIP code').fill('90012');
    const zip = form.getByLabel('ZIP code');
    await expect(zip).toHaveAccessibleDescription('ZIP 90012 is in California, not Nevada');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(zip).toBeFocused();
    await expect(page).toHaveURL(/\/shipping$/);

    await form.getByLabel('State').selectOption('CA');
    await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('Sales tax (CA 7.25%)')).toBeVisible();
    await expect(summary.getByTestId('summary-tax')).toHaveText('$2.90');
  } finally {
    await deleteProduct(page.request, plant.id);
  }
});
