// Finding a plant (decision 027): filters that combine, in the address and rendered on the
// server; a search that understands the shop's words; the landing page's ways to shop and featured
// plants; the pet-safe badge and the toxic warning. Expectations come from the catalogue's tags and care
// profiles as the API answers them.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { catalogue, product as productById, type Product } from './shop-helpers.ts';

const PER_PAGE = 12;

const grid = (page: Page) => page.getByRole('main').getByRole('article');
const gridNames = (page: Page) => grid(page).getByRole('heading').allInnerTexts();
const countLine = (page: Page, count: number) => page.getByText(`${count} ${count === 1 ? 'plant' : 'plants'}`, { exact: true });

const tagged = (p: Product, tagName: string) => p.tags.some((tag) => tag.tagName === tagName);
/** As the ASPCA lists it in the care profile; a plant without one by its tag. */
const petSafe = (p: Product) => (p.care ? p.care.petSafety === 'safe' : tagged(p, 'Pet safe'));
const small = (p: Product) => tagged(p, 'Small');
const lowLight = (p: Product) => tagged(p, 'Low/Artificial');

test('filters combine: small + low light + pet safe from the menu, in the address, with chips and no refetch', async ({ page }) => {
  const expected = (await catalogue(page.request)).filter((p) => small(p) && lowLight(p) && petSafe(p));
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/products');
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  const toggle = page.getByRole('button', { name: /Filter By:/ });
  await toggle.click();
  for (const name of ['Small', 'Low/Artificial', 'Pet safe']) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page).toHaveURL(/\/products\?size=small&light=low&pets=safe$/);
  await expect(page.getByTestId('filter-label')).toHaveText('Small, Low/Artificial, Pet safe');
  await expect(countLine(page, expected.length)).toBeVisible();
  expect((await gridNames(page)).sort()).toEqual(expected.slice(0, PER_PAGE).map((p) => p.name).sort());

  // Escape closes the menu and gives the focus back to its button.
  await page.getByRole('button', { name: 'Medium', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // The same address straight from the server: the same plants, and the browser asks for nothing more.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/products')) asked.push(request.url());
  });
  await page.reload();
  await expect(countLine(page, expected.length)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small, Low/Artificial, Pet safe');
  expect((await gridNames(page)).sort()).toEqual(expected.slice(0, PER_PAGE).map((p) => p.name).sort());
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // A chip takes its filter away.
  await page.getByRole('link', { name: 'Remove filter Small' }).click();
  await expect(page).toHaveURL(/\/products\?light=low&pets=safe$/);
  const wider = (await catalogue(page.request)).filter((p) => lowLight(p) && petSafe(p));
  await expect(countLine(page, wider.length)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a filtered address is rendered on the server, and its chips are links', async ({ page }) => {
    const products = await catalogue(page.request);
    const expected = products.filter((p) => small(p) && petSafe(p));
    await page.goto('/products?pets=safe&size=small');
    await expect(countLine(page, expected.length)).toBeVisible();
    expect((await gridNames(page)).sort()).toEqual(expected.slice(0, PER_PAGE).map((p) => p.name).sort());
    await page.getByRole('link', { name: 'Remove filter Pet safe' }).click();
    await expect(page).toHaveURL(/\/products\?size=small$/);
    await expect(countLine(page, products.filter(small).length)).toBeVisible();
  });

  test('the landing page shows the ways to shop and featured plants in stock', async ({ page }) => {
    await page.goto('/');
    const ways = page.getByRole('region', { name: 'Shop by what your home needs' });
    await expect(ways.getByRole('link')).toHaveText([/Pet safe/, /Low light/, /Easy care/, 'Small', 'Medium', 'Large']);
    const featured = page.getByRole('region', { name: 'Featured plants' }).getByRole('article');
    await expect(featured).toHaveCount(8);
    for (const name of await featured.getByRole('heading').allInnerTexts()) {
      const plant = (await catalogue(page.request)).find((p) => p.name === name);
      expect(plant?.qty, name).toBeGreaterThan(0);
    }
    // Featured pictures wait below the fold: the hero stays the one picture the first view loads.
    const region = page.getByRole('region', { name: 'Featured plants' });
    await expect(region.locator('img[loading="lazy"]')).toHaveCount(8);
    await expect(region.locator('img[loading="eager"], img[fetchpriority="high"]')).toHaveCount(0);
  });
});

test('the landing page leads to each way to shop', async ({ page }) => {
  const products = await catalogue(page.request);
  const ways: [string, RegExp, (p: Product) => boolean][] = [
    ['Pet safe', /\/products\?pets=safe$/, petSafe],
    ['Low light', /\/products\?light=low$/, lowLight],
    ['Easy care', /\/products\?care=easy$/, (p) => (p.care ? p.care.difficulty === 'easy' : tagged(p, 'Easy-care'))],
    ['Large', /\/products\?size=large$/, (p) => tagged(p, 'Large')],
  ];
  for (const [name, address, means] of ways) {
    await page.goto('/');
    await page.getByRole('region', { name: 'Shop by what your home needs' }).getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(address);
    await expect(countLine(page, products.filter(means).length)).toBeVisible();
  }
});

test('a search understands the shop\'s words and forgives a typo', async ({ page }) => {
  const products = await catalogue(page.request);
  const searches: [string, (p: Product) => boolean][] = [
    ['pet friendly', petSafe],
    ['low light', lowLight],
    ['monstra', (p) => /monstera/i.test(p.name)],
  ];
  for (const [words, means] of searches) {
    const expected = products.filter(means);
    await page.goto(`/products?search=${encodeURIComponent(words)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${words}”`);
    await expect(countLine(page, expected.length)).toBeVisible();
    expect((await gridNames(page)).sort()).toEqual(expected.slice(0, PER_PAGE).map((p) => p.name).sort());
  }
});

test('cards carry a pet-safe badge, and the toxic tag reads as a warning', async ({ page }) => {
  await page.goto('/products?pets=safe');
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  const cards = grid(page);
  for (const card of await cards.all()) await expect(card.getByText('Pet safe', { exact: true })).toBeVisible();

  const toxic = (await catalogue(page.request)).find((p) => tagged(p, 'Poisonous/toxic') && p.care !== null)!;
  await page.goto(`/products?search=${encodeURIComponent(toxic.name)}`);
  await expect(grid(page).filter({ hasText: toxic.name }).getByText('Pet safe', { exact: true })).toHaveCount(0);

  await page.goto(`/products/${toxic.id}`);
  const warning = page.getByRole('list', { name: 'Tags' }).getByRole('listitem').filter({ hasText: 'Poisonous/toxic' });
  await expect(warning).toHaveText('Warning: Poisonous/toxic');
  expect((await productById(page.request, toxic.id)).care?.petSafety).not.toBe('safe');
});

test('on a phone the control row is one line and Escape returns to the filter button @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  await page.goto('/products?size=small&pets=safe');
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  const toggle = page.getByRole('button', { name: /Filter By:/ });
  const row = page.locator('div.sticky').filter({ has: toggle });
  const box = (await row.boundingBox())!;
  // One line of 40-pixel controls: it was two lines (about 115 pixels) before.
  expect(box.height).toBeLessThan(64);
  await expect(toggle).toContainText('2');
  await toggle.click();
  const panel = page.getByRole('group', { name: 'Size' });
  await expect(panel).toBeVisible();
  // The open menu fits the screen under the top bar.
  const screen = page.viewportSize()!;
  const menu = (await page.getByRole('button', { name: 'DONE' }).boundingBox())!;
  expect(menu.y + menu.height).toBeLessThanOrEqual(screen.height);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(panel).toBeHidden();
});
