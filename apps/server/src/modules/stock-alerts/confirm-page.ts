import { productPath } from '@shop/shared/handles';
import { escapeHtml, htmlPage, maskEmail, type ShopLink } from '../../html-page.ts';

interface Plant {
  id: number;
  handle: string;
  name: string;
}

const productUrl = (shop: ShopLink, plant: Plant) => `${shop.url}${productPath(plant)}`;

/** What the confirmation link opens: one button, so a mail scanner that follows links confirms nothing. */
export function confirmPage({ shop, plant, email, action }: { shop: ShopLink; plant: Plant; email: string; action: string }): string {
  return htmlPage({
    title: 'Confirm your alert',
    shop,
    body: `<h1>Email me when it's back</h1>
<p>Confirm that <strong>${escapeHtml(maskEmail(email))}</strong> should get one email when <strong>${escapeHtml(plant.name)}</strong> is back in stock.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Confirm</button>
</form>
<p class="muted" style="margin-top:1.5rem">Didn't ask for this? Close this page: nothing is sent unless you confirm.</p>`,
  });
}

export function confirmedPage({ shop, plant, email, state }: { shop: ShopLink; plant: Plant; email: string; state: 'confirmed' | 'notified' }): string {
  if (state === 'notified') {
    return htmlPage({
      title: `${plant.name} is back`,
      shop,
      body: `<h1>${escapeHtml(plant.name)} is back</h1>
<p>We emailed <strong>${escapeHtml(maskEmail(email))}</strong> when it came back in stock.</p>
<a class="button" href="${escapeHtml(productUrl(shop, plant))}">See the plant</a>`,
    });
  }
  return htmlPage({
    title: "You're on the list",
    shop,
    body: `<h1>You're on the list</h1>
<p>We'll email <strong>${escapeHtml(maskEmail(email))}</strong> once, as soon as <strong>${escapeHtml(plant.name)}</strong> is back in stock.</p>
<a class="button" href="${escapeHtml(productUrl(shop, plant))}">Back to the plant</a>`,
  });
}

export function expiredLinkPage({ shop }: { shop: ShopLink }): string {
  return htmlPage({
    title: 'Link expired',
    shop,
    body: `<h1>This link has expired</h1>
<p>Confirmation links are good for a week. Ask again on the plant's page and we'll send a new one.</p>
<a class="button" href="${escapeHtml(shop.url)}/products">Browse the shop</a>`,
  });
}
