// Local pickup (docs/decisions/067-local-pickup.md): the owner adds a pickup location, a shopper picks up
// there (no address asked, no shipping or heat pack on the bill), pays, the owner marks the order ready (the
// "ready for pickup" email arrives with the hours and what to bring), then picked up, and the customer's
// timeline shows both. With SCREENSHOTS=1 the checkout's choice and Admin > Pickup are written to
// docs/screenshots, desktop and phone.
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe-helpers.ts';
import { adminNav, expectAccessible, plantInStock, runId, signInAsAdmin } from './admin-helpers.ts';
import { newPage, OUT, shoot } from './screenshot-helpers.ts';
import { adminToken, emailsTo, payWithCard, seedBrowser, uniqueEmail } from './shop-helpers.ts';

const PLACE = { street1: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', hours: 'Tue-Sat 10am-6pm', instructions: 'Bring your order number; ring at the side door' };

test('a pickup: the owner adds the place, the shopper is asked no address and pays no shipping, the owner marks it ready then picked up @phone', async ({ page, browser }) => {
  const tag = runId();
  const name = `Greenhouse ${tag}`;
  const email = uniqueEmail('pickup');
  const plant = await plantInStock(page.request);

  await test.step('the owner adds a pickup location in Admin > Pickup', async () => {
    await signInAsAdmin(page);
    await adminNav(page).getByRole('link', { name: 'PICKUP' }).click();
    await expect(page).toHaveURL(/\/account\/admin\/pickup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pickup locations' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add place' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Days to prepare').fill('1');
    await form.getByLabel('Street address').fill(PLACE.street1);
    await form.getByLabel('City').fill(PLACE.city);
    await form.getByLabel('State').selectOption(PLACE.state);
    await form.getByLabel('ZIP code').fill('787');
    await form.getByLabel('Hours').fill(PLACE.hours);
    await form.getByLabel('Instructions, what to bring').fill(PLACE.instructions);
    await form.getByRole('button', { name: 'Add place' }).click();
    await expect(form.getByRole('alert')).toContainText('Enter a 5-digit ZIP code');
    await form.getByLabel('ZIP code').fill(PLACE.zip);
    await form.getByRole('button', { name: 'Add place' }).click();
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    await expectAccessible(page, 'pickup locations');
  });

  // The shopper's own browser, the same device as the owner's.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = test.info().project.use;
  const shopper = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
  const buyer = await shopper.newPage();
  let orderId = '';
  await test.step('the shopper picks up there: no address asked, no shipping or heat pack on the bill', async () => {
    await seedBrowser(buyer, { cart: [{ productId: plant.id, qty: 1, userId: null }] });
    await buyer.goto('/shipping');
    const form = buyer.getByRole('form', { name: 'Shipping information' });
    await expect(form.getByLabel('Street address')).toBeVisible();
    await form.getByRole('radio', { name: new RegExp(`Pick up at ${name}`) }).check();
    await expect(form.getByLabel('Street address')).toHaveCount(0);
    await expect(form.getByLabel('ZIP code')).toHaveCount(0);
    await expect(buyer.getByTestId('summary-pickup')).toHaveText(name);
    await expect(buyer.getByTestId('summary-shipping')).toHaveCount(0);
    await expect(buyer.getByTestId('summary-heat-pack')).toHaveCount(0);
    // The place's state taxes it, when the shop collects there; the bill never shows a shipping line.
    await expect(buyer.getByRole('complementary', { name: 'Order summary' })).not.toContainText('Shipping');
    expect(await seriousViolations(buyer)).toEqual([]);
    await form.getByLabel('First name').fill('Rosa');
    await form.getByLabel('Last name').fill('Moss');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await payWithCard(buyer);
    orderId = new URL(buyer.url()).searchParams.get('orderid') ?? '';
    expect(orderId).toMatch(/^\d+$/);
    await expect(buyer.getByTestId('order-pickup')).toContainText(`Pick up at ${name}`);
    await expect(buyer.getByTestId('order-pickup')).toContainText('Ready for pickup from');
    await expect(buyer.getByTestId('order-dates')).toHaveCount(0);
    expect(await seriousViolations(buyer)).toEqual([]);
  });

  await test.step('the owner marks it ready, and the "ready for pickup" email arrives with the hours and what to bring', async () => {
    await page.goto(`/account/admin/orders/${orderId}`);
    await expect(page.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
    await expect(page.getByRole('button', { name: 'Mark picked up' })).toBeVisible();
    const ready = await expect
      .poll(() => emailsTo(email).find((mail) => mail.subject.includes(`#${orderId} is ready for pickup`))?.body ?? '')
      .toContain(PLACE.hours)
      .then(() => emailsTo(email).find((mail) => mail.subject.includes(`#${orderId} is ready for pickup`))!.body);
    expect(ready).toContain(`Pick up at ${name}`);
    expect(ready).toContain('500 Congress Ave');
    expect(ready).toContain(`What to bring: ${PLACE.instructions}`);
    await expectAccessible(page, 'a pickup order made ready');

    await page.getByRole('button', { name: 'Mark picked up' }).click();
    await expect(page.getByText('Pickup · picked up')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark picked up' })).toHaveCount(0);

    const link = /(http:\/\/\S+?\/orders\/\d+\/status#key=[\w-]+)/.exec(ready)![1]!;
    await buyer.goto(link);
  });

  await test.step("the customer's timeline shows ready and picked up", async () => {
    const status = buyer.getByRole('region', { name: 'Order status' });
    await expect(status).toContainText('Ready for pickup');
    await expect(status).toContainText('Picked up');
    await expect(buyer.getByRole('heading', { name: 'PICK UP AT' })).toBeVisible();
    await expect(buyer.getByRole('heading', { name: 'SHIP TO' })).toHaveCount(0);
    expect(await seriousViolations(buyer)).toEqual([]);
  });
  await shopper.close();
});

test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only on request');
  test.describe.configure({ timeout: 300_000 });

  test('the checkout offering a pickup, and Admin > Pickup', async ({ browser, request }) => {
    mkdirSync(OUT, { recursive: true });
    const token = await adminToken(request);
    const headers = { authorization: token };
    const existing = (await (await request.get('/api/admin/pickup-locations', { headers })).json()) as { name: string }[];
    if (!existing.some((place) => place.name === 'The Potting Shed'))
      await request.post('/api/admin/pickup-locations', { headers, data: { name: 'The Potting Shed', ...PLACE, daysToPrepare: 1 } });
    const plant = await plantInStock(request);
    for (const size of ['desktop', 'phone'] as const) {
      const admin = await newPage(browser, size);
      await seedBrowser(admin, { token });
      await admin.goto('/account/admin/pickup');
      await expect(admin.getByRole('heading', { level: 1, name: 'Pickup locations' })).toBeVisible();
      await expect(admin.getByRole('button', { name: 'Edit The Potting Shed' }).first()).toBeVisible();
      await shoot(admin, 'admin-pickup', size);
      await admin.context().close();

      const buyer = await newPage(browser, size);
      await seedBrowser(buyer, { cart: [{ productId: plant.id, qty: 1, userId: null }] });
      await buyer.goto('/shipping');
      const form = buyer.getByRole('form', { name: 'Shipping information' });
      await form.getByRole('radio', { name: /Pick up at The Potting Shed/ }).first().check();
      await expect(buyer.getByTestId('summary-pickup')).toHaveText('The Potting Shed');
      await form.getByRole('radio', { name: /Pick up at The Potting Shed/ }).first().scrollIntoViewIfNeeded();
      await shoot(buyer, 'checkout-pickup', size, { keepScroll: true });
      await buyer.context().close();
    }
  });
});
