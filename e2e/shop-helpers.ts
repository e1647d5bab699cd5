// Shared steps of the storefront journeys: API set-up (so a journey only clicks through what it is
// about), and the few screens several journeys pass through (shipping form, test payment page).
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Product } from '@shop/shared/products';
import { ADMIN } from './playwright.config.ts';

/** The API's product, as the shop's shared contract defines it. */
export type { Product } from '@shop/shared/products';

export interface CartLine {
  userId?: number | null;
  productId: number;
  qty: number;
}

export interface Shopper {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  token: string;
}

/** Tests in one run share the shop: every account and plant they make gets a name no other test uses. */
export function uniqueId(): string {
  return randomUUID().slice(0, 8);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${uniqueId()}@example.com`;
}

export const cents = (dollars: number) => Math.round(dollars * 100);

/** `$1,234.50`, as the storefront and the payment page show money. */
export function usd(centsValue: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(centsValue / 100);
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function catalogue(request: APIRequestContext): Promise<Product[]> {
  return json<Product[]>(await request.get('/api/products'));
}

export async function product(request: APIRequestContext, id: number): Promise<Product> {
  return json<Product>(await request.get(`/api/products/${id}`));
}

/**
 * Products with room to spare: at least `minStock` in stock, read now (another test may have bought some),
 * and none of the plants made for a single test (their names start with 'E2E').
 */
export async function inStock(request: APIRequestContext, count: number, minStock = 10): Promise<Product[]> {
  // A journey may put up to 5 of a plant in its cart: the demo shop lets a shopper take 2 large plants, 4
  // medium and 6 small ones (decision 024), so journeys use plants that allow it.
  const found = (await catalogue(request)).filter((p) => p.qty >= minStock && p.maxPerOrder >= 5 && !p.name.startsWith('E2E'));
  if (found.length < count) throw new Error(`only ${found.length} products have ${minStock} in stock and allow 5 in a cart`);
  return found.slice(0, count);
}

export async function logIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { token } = await json<{ token: string }>(
    await request.post('/api/auth/login', { data: { email, password } }),
  );
  return token;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return logIn(request, ADMIN.email, ADMIN.password);
}

/** A new customer account, made through the API. */
export async function signUp(request: APIRequestContext, firstName = 'Ivy'): Promise<Shopper> {
  const data = {
    firstName,
    lastName: 'Tester',
    email: uniqueEmail(firstName.toLowerCase()),
    password: 'leafy-pass-1',
  };
  const { token } = await json<{ token: string }>(await request.post('/api/users', { data }));
  const me = await json<{ id: number }>(
    await request.get('/api/auth', { headers: { authorization: token } }),
  );
  return { ...data, id: me.id, token };
}

/**
 * The shopper opens the verification link the shop wrote to their address (decision 025), as a customer
 * whose address is their own would have: back-in-stock requests are then on the list at once.
 */
export async function verifyEmail(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const deadline = Date.now() + 10_000;
  let token: string | undefined;
  while (!token && Date.now() < deadline) {
    const mail = emailsTo(shopper.email).find((written) => written.subject === 'Verify your email for Houseplant Shop');
    token = mail ? /Verify: http\S+#token=([\w-]{43})/.exec(mail.body)?.[1] : undefined;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error(`no verification email to ${shopper.email}`);
  const verified = await request.put('/api/auth/verification', { data: { token } });
  if (!verified.ok()) throw new Error(`verification failed: ${verified.status()} ${await verified.text()}`);
}

export async function serverCart(request: APIRequestContext, shopper: Shopper): Promise<CartLine[]> {
  return json<CartLine[]>(
    await request.get(`/api/users/${shopper.id}/cart`, { headers: { authorization: shopper.token } }),
  );
}

export async function saveServerCart(
  request: APIRequestContext,
  shopper: Shopper,
  cart: CartLine[],
): Promise<void> {
  await json(
    await request.post(`/api/users/${shopper.id}/cart`, {
      headers: { authorization: shopper.token },
      data: { cart },
    }),
  );
}

/** A plant of its own for one test, so changing or deleting it touches no other journey. */
export async function createProduct(
  request: APIRequestContext,
  fields: { name: string; qty: number; price: number; tags?: string[] },
): Promise<Product> {
  const token = await adminToken(request);
  return json<Product>(
    await request.post('/api/products', {
      headers: { authorization: token },
      data: {
        description: 'A plant made by the end-to-end tests.',
        shortDescription: 'Made by the end-to-end tests.',
        tags: ['Small', 'Low/Artificial'],
        ...fields,
      },
    }),
  );
}

export async function setStock(request: APIRequestContext, id: number, qty: number): Promise<Product> {
  const token = await adminToken(request);
  const now = await product(request, id);
  return json<Product>(
    await request.put(`/api/products/${id}`, {
      headers: { authorization: token },
      data: { name: now.name, description: now.description, price: now.price, qty },
    }),
  );
}

export async function deleteProduct(request: APIRequestContext, id: number): Promise<void> {
  const token = await adminToken(request);
  const response = await request.delete(`/api/products/${id}`, { headers: { authorization: token } });
  expect([204, 404]).toContain(response.status());
}

/** Puts a cart (and, when given, a shopper's token) in the browser's storage, as an earlier visit would have. */
export async function seedBrowser(page: Page, stored: { cart?: CartLine[]; token?: string }): Promise<void> {
  // Any same-origin document gives access to the shop's local storage; the icon is the smallest.
  await page.goto('/favicon.svg');
  await page.evaluate(({ cart, token }) => {
    if (cart) localStorage.setItem('cart', JSON.stringify(cart));
    if (token) localStorage.setItem('token', token);
  }, stored);
}

/** Opens the shop with this cart in local storage (and, when given, this shopper's stored token). */
export async function openWithCart(
  page: Page,
  cart: CartLine[],
  path = '/cart',
  token?: string,
): Promise<void> {
  await seedBrowser(page, { cart, token });
  await page.goto(path);
}

export function cartBadge(page: Page): Locator {
  // The top bar shows one link on wide screens and a compact one beside the menu button on small ones.
  return page.getByRole('banner').getByTestId('cart-badge').locator('visible=true');
}

export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

export interface Address {
  firstName: string;
  lastName: string;
  email: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

export const ADDRESS: Omit<Address, 'email'> = {
  firstName: 'Rosa',
  lastName: 'Fernández',
  street1: '12 Fern Street',
  street2: 'Apt 4',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
};

export async function fillShipping(page: Page, address: Address): Promise<void> {
  const form = page.getByRole('form', { name: 'Shipping information' });
  await form.getByLabel('First name').fill(address.firstName);
  await form.getByLabel('Last name').fill(address.lastName);
  await form.getByLabel('Email', { exact: true }).fill(address.email);
  await form.getByLabel('Street address').fill(address.street1);
  await form.getByLabel('Apartment, suite (optional)').fill(address.street2 ?? '');
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State').selectOption(address.state);
  await form.getByLabel('ZIP code').fill(address.zip);
}

export const PAYING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** On the test payment page: a card that expires next year, any CVC and ZIP. */
export async function payWithCard(page: Page, cardNumber = PAYING_CARD): Promise<void> {
  await expect(page.getByText('TEST MODE')).toBeVisible();
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill(`12/${nextYear}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('97201');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses`);
}

export interface WrittenEmail {
  to: string;
  subject: string;
  /** The message as sent, quoted-printable undone, so its text and links read as written. */
  body: string;
}

/** The emails the shop has written to `to` so far (without SMTP_URL it writes them to DATA_DIR/mail as .eml files). */
export function emailsTo(to: string): WrittenEmail[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .map((body) => ({
      to: /^To: (.*)$/m.exec(body)?.[1]?.trim() ?? '',
      subject: /^Subject: (.*)$/m.exec(body)?.[1]?.trim() ?? '',
      body,
    }))
    .filter((mail) => mail.to === to);
}

/**
 * Ships every day with no cut-off and no handling, so an order placed now is due today and is on today's
 * packing slips (docs/product/rules.md#weather-safe-shipping lists only what may leave today); answers a
 * function that puts the owner's calendar back.
 */
export async function shipEveryDay(request: APIRequestContext): Promise<() => Promise<void>> {
  const headers = { authorization: await adminToken(request) };
  const saved = await json<Record<string, unknown>>(await request.get('/api/admin/shipping-settings', { headers }));
  const put = async (data: Record<string, unknown>) => {
    const answer = await request.put('/api/admin/shipping-settings', { headers, data });
    if (!answer.ok()) throw new Error(`shipping settings not saved: ${answer.status()} ${await answer.text()}`);
  };
  await put({ ...saved, shipDays: [0, 1, 2, 3, 4, 5, 6], cutoffHour: 24, handlingDays: 0, closedDates: [] });
  return () => put(saved);
}
