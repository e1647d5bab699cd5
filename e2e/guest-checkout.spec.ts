// A guest browses, filters, searches, sorts and pages the shop, opens a plant, fills a cart, gets the
// shipping form wrong and then right, pays on the test payment page and is thanked, with an empty cart.
import { type Page } from '@playwright/test';
import { lineName, variantOf } from '@shop/shared/variants';
import { expect, test } from './fixtures.ts';
import {
  ADDRESS,
  cartBadge,
  catalogue,
  cents,
  fillShipping,
  payWithCard,
  toast,
  uniqueEmail,
  usd,
  type Product,
} from './shop-helpers.ts';

const PER_PAGE = 12;

const byName = (a: Product, b: Product) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x === y ? a.id - b.id : x < y ? -1 : 1;
};

function grid(page: Page) {
  return page.getByRole('main').getByRole('article');
}

async function gridNames(page: Page): Promise<string[]> {
  return grid(page).getByRole('heading').allInnerTexts();
}

function countLine(page: Page, count: number) {
  return page.getByText(`${count} ${count === 1 ? 'plant' : 'plants'}`, { exact: true });
}

test('a guest finds plants, fills a cart and pays by card', async ({ page }) => {
  const products = await catalogue(page.request);

  await test.step('landing: headline, tagline and SHOP NOW', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your perfect plant, one click away');
    await expect(page.getByText('transform your space, no green thumb needed')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('0');
    await page.getByRole('link', { name: 'SHOP NOW' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page).toHaveTitle(/Houseplant Shop/);
  });

  await test.step('the grid: 12 a page, low-quality placeholders, then the overlay lifts', async () => {
    await expect(countLine(page, products.length)).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    await expect(grid(page)).toHaveCount(PER_PAGE);
    await expect(page.getByText(`Page 1 of ${Math.ceil(products.length / PER_PAGE)}`)).toBeVisible();
    const firstImages = grid(page).first().locator('img');
    await expect(firstImages.first()).toHaveAttribute('src', /-lq_1\.webp$/);
    await expect(firstImages.last()).toHaveAttribute('src', /\.webp$/);
  });

  await test.step('filter by one tag, then ALL', async () => {
    const petSafe = products.filter((p) => p.tags.some((t) => t.tagName === 'Pet safe'));
    await page.getByRole('button', { name: /Filter By:/ }).click();
    await page.getByRole('button', { name: 'Pet safe', exact: true }).click();
    await expect(page.getByTestId('filter-label')).toHaveText('Pet safe');
    await expect(countLine(page, petSafe.length)).toBeVisible();
    await expect(grid(page)).toHaveCount(Math.min(PER_PAGE, petSafe.length));
    for (const name of await gridNames(page)) expect(petSafe.map((p) => p.name)).toContain(name);

    await page.getByRole('button', { name: 'ALL', exact: true }).click();
    await expect(page.getByTestId('filter-label')).toHaveText('All');
    await expect(countLine(page, products.length)).toBeVisible();
  });

  await test.step('search from the top bar, and a search that finds nothing', async () => {
    const ferns = products.filter(
      (p) =>
        p.name.toLowerCase().includes('fern') || p.tags.some((t) => t.tagName.toLowerCase().includes('fern')),
    );
    expect(ferns.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open search' }).click();
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search plants' });
    await search.fill('Fern');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=Fern$/);
    await expect(page.getByTestId('filter-label')).toHaveText('Search Term');
    await expect(grid(page)).toHaveCount(ferns.length);
    expect((await gridNames(page)).sort()).toEqual(ferns.map((p) => p.name).sort());

    await page.getByRole('button', { name: 'Open search' }).click();
    await search.fill('xylophone cactus');
    await search.press('Enter');
    await expect(page.getByText('no products match your search')).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'ALL', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(grid(page)).toHaveCount(PER_PAGE);
  });

  const sortBy = page.getByLabel('SORT BY');
  const nameDesc = [...products].sort((a, b) => byName(b, a));

  await test.step('sort by price both ways and by name', async () => {
    const prices = products.map((p) => p.price);
    // What a card at that price shows: 'From' where its sizes start, when they cost differently (docs/decisions/061).
    const shown = (price: number) =>
      new RegExp(
        products
          .filter((p) => p.price === price)
          .map((p) => (p.variants.some((v) => v.price !== p.priceFrom) ? `From ${usd(cents(p.priceFrom))}` : usd(cents(p.price))))
          .map((text) => text.replace(/[$.]/g, '\\$&'))
          .join('|'),
      );
    await sortBy.selectOption({ label: 'Price: low to high' });
    await expect(grid(page).first()).toContainText(shown(Math.min(...prices)));
    await sortBy.selectOption({ label: 'Price: high to low' });
    await expect(grid(page).first()).toContainText(shown(Math.max(...prices)));
    await sortBy.selectOption({ label: 'Name: A-Z' });
    await expect(grid(page).first().getByRole('heading')).toHaveText([...products].sort(byName)[0]!.name);
    await sortBy.selectOption({ label: 'Name: Z-A' });
    await expect(grid(page).first().getByRole('heading')).toHaveText(nameDesc[0]!.name);
  });

  await test.step('page forward and back, each page its own address', async () => {
    const pages = Math.ceil(products.length / PER_PAGE);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(page).toHaveURL(/\/products\?sort=name-desc&page=2$/);
    await expect(grid(page).first().getByRole('heading')).toHaveText(nameDesc[PER_PAGE]!.name);
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await page.goBack();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(grid(page).first().getByRole('heading')).toHaveText(nameDesc[PER_PAGE]!.name);
  });

  // The plant to buy: one on page 2 with plenty in stock (another journey may have bought some) that a
  // shopper may take 3 of (the demo shop allows 2 large plants).
  const onPage2 = nameDesc.slice(PER_PAGE, 2 * PER_PAGE);
  const fresh = await catalogue(page.request);
  const plant = onPage2.find((p) => {
    const now = fresh.find((f) => f.id === p.id);
    return (now?.qty ?? 0) >= 5 && (now?.maxPerOrder ?? 0) >= 3;
  });
  if (!plant) throw new Error('no plant on page 2 has 5 in stock and allows 3 in a cart');

  await test.step('open a plant: description, wishlist heart for a guest, recommendations', async () => {
    await grid(page).getByRole('link', { name: plant.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${plant.handle}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plant.name);
    await expect(page).toHaveTitle(`${plant.name} · Houseplant Shop`);
    await expect(page.getByText(usd(cents(plant.price))).first()).toBeVisible();

    const description = page.getByRole('button', { name: 'DESCRIPTION' });
    await expect(description).toHaveAttribute('aria-expanded', 'false');
    await description.click();
    await expect(page.getByText(plant.description.slice(0, 40))).toBeVisible();

    await page.getByRole('button', { name: `Add ${plant.name} to wishlist` }).click();
    await expect(toast(page, 'Please login to mark favorites.')).toBeVisible();

    const similar = page.getByRole('region', { name: 'YOU MIGHT ALSO LIKE' });
    await expect(similar.getByRole('article')).toHaveCount(4);
    await expect(similar.getByRole('heading', { name: plant.name, exact: true })).toHaveCount(0);
  });

  await test.step('add to cart: toast and badge', async () => {
    await page.getByRole('button', { name: 'ADD TO CART', exact: true }).first().click();
    await expect(toast(page, 'Product added to cart!').first()).toBeVisible();
    await expect(cartBadge(page)).toHaveText('1');
    await expect(page.getByText('1 in your cart')).toBeVisible();
  });

  // A second plant from the recommendations, so the cart has two lines.
  const similar = page.getByRole('region', { name: 'YOU MIGHT ALSO LIKE' });
  const secondCard = similar
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'ADD TO CART' }) })
    .first();
  const secondName = (await secondCard.getByRole('heading').innerText()).trim();
  const second = fresh.find((p) => p.name === secondName);
  if (!second) throw new Error(`unknown recommendation ${secondName}`);

  await test.step('a second plant from YOU MIGHT ALSO LIKE', async () => {
    await secondCard.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(cartBadge(page)).toHaveText('2');
  });

  const line = (p: Product) =>
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: p.name, exact: true }) });
  const subtotal = page.getByTestId('subtotal');

  await test.step('the cart: quantities up and down, a line removed, SUBTOTAL with two decimals', async () => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^CART \d/ })
      .locator('visible=true')
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line(plant)).toBeVisible();
    for (const tag of plant.tags) await expect(line(plant)).toContainText(tag.tagName);
    await expect(line(plant).getByRole('img', { name: plant.name })).toBeVisible();
    await expect(subtotal).toHaveText(usd(cents(plant.price) + cents(second.price)));

    await line(plant)
      .getByRole('button', { name: `One more ${plant.name}` })
      .click();
    await expect(line(plant).getByTestId('line-qty')).toHaveText('2');
    await line(plant)
      .getByRole('button', { name: `One more ${plant.name}` })
      .click();
    await expect(line(plant).getByTestId('line-qty')).toHaveText('3');
    await expect(subtotal).toHaveText(usd(3 * cents(plant.price) + cents(second.price)));
    await line(plant)
      .getByRole('button', { name: `One less ${plant.name}` })
      .click();
    await expect(line(plant).getByTestId('line-qty')).toHaveText('2');
    await expect(subtotal).toHaveText(usd(2 * cents(plant.price) + cents(second.price)));
    await expect(subtotal).toHaveText(/^\$[\d,]+\.\d{2}$/);

    await line(second)
      .getByRole('button', { name: `Remove ${lineName(second.name, variantOf(second)?.title)} from cart` })
      .click();
    await expect(toast(page, 'Product removed from cart!')).toBeVisible();
    await expect(line(second)).toHaveCount(0);
    await expect(cartBadge(page)).toHaveText('2');
    await expect(subtotal).toHaveText(usd(2 * cents(plant.price)));
  });

  const form = page.getByRole('form', { name: 'Shipping information' });
  const email = uniqueEmail('guest');

  await test.step('shipping: a first try with mistakes shows every message', async () => {
    await page.getByRole('link', { name: 'PROCEED TO PAYMENT' }).click();
    await expect(page).toHaveURL(/\/shipping$/);
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByLabel('ZIP code').fill('12ab');
    await form.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();

    // Empty required fields show docs/product's message as their placeholder; every message also sits under its
    // field, and what was typed stays (decision 029).
    const messages: [string, string, string][] = [
      ['First name', 'Enter your first name', ''],
      ['Last name', 'Enter your last name', ''],
      ['Email', 'Invalid email format', 'not-an-email'],
      ['Street address', 'Enter your street address', ''],
      ['City', 'Enter your city', ''],
      ['ZIP code', 'Invalid zip code format', '12ab'],
    ];
    for (const [label, message, typed] of messages) {
      const input = form.getByLabel(label, { exact: true });
      await expect(input).toHaveValue(typed);
      if (typed === '') await expect(input).toHaveAttribute('placeholder', message);
      await expect(input).toHaveAccessibleDescription(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByLabel('State')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('State').locator('option').first()).toHaveText('Select your state');
    // The optional fields are not marked.
    await expect(form.getByLabel('Apartment, suite (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Promo code')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/shipping$/);

    // 50 states, DC and the territories.
    expect(await form.getByLabel('State').locator('option').count()).toBeGreaterThanOrEqual(1 + 51 + 5);
  });

  await test.step('shipping: a zip of letters is still refused, then the right address goes to payment', async () => {
    await fillShipping(page, { ...ADDRESS, email, zip: '9720' });
    await form.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(form.getByLabel('ZIP code')).toHaveAccessibleDescription('Invalid zip code format');
    await expect(form.getByLabel('ZIP code')).toHaveValue('9720');
    await form.getByLabel('ZIP code').fill(ADDRESS.zip);
    await form.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(page).toHaveURL(/\/pay\//);
  });

  await test.step('pay on the test payment page', async () => {
    await expect(page.getByText(`2 × ${plant.name}`)).toBeVisible();
    // Standard shipping, the cheapest: $9.95 below $75 of plants, free from it (decision 034); Oregon is not taxed.
    const goods = 2 * cents(plant.price);
    await expect(page.getByRole('button', { name: `Pay ${usd(goods + (goods >= 7500 ? 0 : 995))}` })).toBeVisible();
    await payWithCard(page);
  });

  await test.step('thank you, with the order number, and an empty cart after', async () => {
    await expect(page).toHaveURL(/\/confirmation\?status=complete&orderid=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('orderid');
    await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR PURCHASE!' })).toBeInViewport();
    await expect(page.getByText(`Your order number is #${orderId}`)).toBeVisible();
    // It opens at the top, not half-way down where the shipping form was left.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByText('A confirmation email is on its way')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('0');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    await page
      .getByRole('banner')
      .getByRole('link', { name: /^CART \d/ })
      .locator('visible=true')
      .click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty...' })).toBeVisible();
    await expect(page.getByText('Can we recommend something from our shop?')).toBeVisible();
  });
});
