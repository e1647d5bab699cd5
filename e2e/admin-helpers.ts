// Steps of the admin journeys: signing in, an image made on the spot, axe-core, and the shopper's
// side of a checkout with a promo code. Screenshots: screenshots.spec.ts.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers.ts';
import { ADMIN } from './playwright.config.ts';

/** A suffix that no earlier run and no other test used. */
export const runId = () => randomUUID().slice(0, 8);

export interface Product {
  id: number;
  name: string;
  price: number;
  qty: number;
  imageURL: string;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The admin signs in on the log-in screen (the first time, the first-run admin is asked its name first,
 * decision 048), then opens the admin area from the account hub.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/(account\/your-name)?$/);
  if (page.url().endsWith('/account/your-name')) {
    const prompt = page.getByRole('form', { name: 'Your name' });
    await prompt.getByLabel('First name').fill('Sam');
    await prompt.getByLabel('Last name').fill('Owner');
    await prompt.getByRole('button', { name: 'CONTINUE' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await page.getByRole('link', { name: 'ADMIN SETTINGS' }).click();
  await expect(page).toHaveURL(/\/account\/admin$/);
  await expect(adminNav(page)).toBeVisible();
}

export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

export interface Shopper {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  token: string;
}

export const SHOPPER_PASSWORD = 'leafy-pass-1';

export async function signUpShopper(request: APIRequestContext, firstName: string): Promise<Shopper> {
  const data = { firstName, lastName: 'Admin-Journey', email: `${firstName.toLowerCase()}-${runId()}@example.com`, password: SHOPPER_PASSWORD };
  const { token } = await ok<{ token: string }>(await request.post('/api/users', { data }));
  const me = await ok<{ id: number }>(await request.get('/api/auth', { headers: { authorization: token } }));
  return { id: me.id, firstName: data.firstName, lastName: data.lastName, email: data.email, token };
}

/** A plant with room to spare that no single test made for itself. */
export async function plantInStock(request: APIRequestContext): Promise<Product> {
  const all = await ok<Product[]>(await request.get('/api/products'));
  const found = all.find((p) => p.qty >= 10 && !p.name.startsWith('E2E'));
  if (!found) throw new Error('no plant with 10 in stock');
  return found;
}

export async function productById(request: APIRequestContext, id: number) {
  return request.get(`/api/products/${id}`);
}

/** A page of its own for the shopper, signed in, with one plant in the cart, on the shipping form. */
export async function shopperAtShipping(browser: Browser, shopper: Shopper, plant: Product): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([token, cart]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('cart', cart);
    },
    [shopper.token, JSON.stringify([{ userId: shopper.id, productId: plant.id, qty: 1 }])] as const,
  );
  await page.goto('/shipping');
  const form = shippingForm(page);
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
  await form.getByLabel('Street address').fill('7 Orchid Row');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').selectOption('TX');
  await form.getByLabel('ZIP code').fill('73301');
  return page;
}

export const shippingForm = (page: Page) => page.getByRole('form', { name: 'Shipping information' });

/** The built-in TEST MODE payment page with the card that pays. */
export async function payWithTestCard(page: Page): Promise<void> {
  await expect(page.getByText('TEST MODE')).toBeVisible();
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill(`12/${nextYear}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('73301');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** A real PNG drawn on a canvas in the page: a fern in a terracotta pot, 535x700 (the shop's 1070x1400 halved). */
export async function drawPlantPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 535;
    canvas.height = 700;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d canvas');
    const sky = g.createLinearGradient(0, 0, 0, 700);
    sky.addColorStop(0, '#f3ead8');
    sky.addColorStop(1, '#e2ecd9');
    g.fillStyle = sky;
    g.fillRect(0, 0, 535, 700);
    g.fillStyle = '#2f5a3f';
    for (let i = 0; i < 9; i += 1) {
      const angle = -Math.PI / 2 + (i - 4) * 0.28;
      g.save();
      g.translate(267, 470);
      g.rotate(angle + Math.PI / 2);
      g.beginPath();
      g.ellipse(0, -150, 34, 150, 0, 0, Math.PI * 2);
      g.fillStyle = i % 2 ? '#3d6e4e' : '#4a7c59';
      g.fill();
      g.restore();
    }
    g.fillStyle = '#c0825a';
    g.beginPath();
    g.moveTo(170, 450);
    g.lineTo(365, 450);
    g.lineTo(340, 640);
    g.lineTo(195, 640);
    g.closePath();
    g.fill();
    g.fillStyle = '#a4623d';
    g.fillRect(160, 440, 215, 34);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * axe-core in the page: no serious or critical violation on what is on screen now. The journeys run under
 * the shop's real Content-Security-Policy: axe-helpers.ts serves axe from the shop's origin.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Colours as they settle: the pointer left over a link from the last click would otherwise be caught
  // halfway through its hover transition, a mix of two colours no one sees for more than 150 ms.
  await page.mouse.move(0, 0);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  // The admin screen is <main> (sidebar, content and dialogs); the shop's top bar and footer have their own checks.
  expect(await seriousViolations(page, { include: ['main'], rules: 'axe-defaults' }), screen).toEqual([]);
}
