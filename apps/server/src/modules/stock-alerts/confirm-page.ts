import { escapeHtml, htmlPage, maskEmail } from '../../html-page.ts';

interface Plant {
  id: number;
  name: string;
}

const productUrl = (shopUrl: string, plant: Plant) => `${shopUrl}/products/${plant.id}`;

/** What the confirmation link opens: one button, so a mail scanner that follows links confirms nothing. */
export function confirmPage({ shopUrl, plant, email, action }: { shopUrl: string; plant: Plant; email: string; action: string }): string {
  return htmlPage({
    title: 'Confirm your alert',
    shopUrl,
    body: `<h1>Email me when it's back</h1>
<p>Confirm that <strong>${escapeHtml(maskEmail(email))}</strong> should get one email when <strong>${escapeHtml(plant.name)}</strong> is back in stock.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Confirm</button>
</form>
<p class="muted" style="margin-top:1.5rem">Didn't ask for this? Close this page: nothing is sent unless you confirm.</p>`,
  });
}

export function confirmedPage({ shopUrl, plant, email, state }: { shopUrl: string; plant: Plant; email: string; state: 'confirmed' | 'notified' }): string {
  if (state === 'notified') {
    return htmlPage({
      title: `${plant.name} is back`,
      shopUrl,
      body: `<h1>${escapeHtml(plant.name)} is back</h1>
<p>We emailed <strong>${escapeHtml(maskEmail(email))}</strong> when it came back in stock.</p>
<a class="button" href="${escapeHtml(productUrl(shopUrl, plant))}">See the plant</a>`,
    });
  }
  return htmlPage({
    title: "You're on the list",
    shopUrl,
    body: `<h1>You're on the list</h1>
<p>We'll email <strong>${escapeHtml(maskEmail(email))}</strong> once, as soon as <strong>${escapeHtml(plant.name)}</strong> is back in stock.</p>
<a class="button" href="${escapeHtml(productUrl(shopUrl, plant))}">Back to the plant</a>`,
  });
}

export function expiredLinkPage({ shopUrl }: { shopUrl: string }): string {
  return htmlPage({
    title: 'Link expired',
    shopUrl,
    body: `<h1>This link has expired</h1>
<p>Confirmation links are good for a week. Ask again on the plant's page and we'll send a new one.</p>
<a class="button" href="${escapeHtml(shopUrl)}/products">Browse the shop</a>`,
  });
}
