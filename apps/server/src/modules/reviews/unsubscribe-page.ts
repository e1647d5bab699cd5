import { escapeHtml, htmlPage, maskEmail } from '../../html-page.ts';

/** What the visible unsubscribe link shows: one button, which posts like a mail app's one-click. */
export function unsubscribePage({ shopUrl, email, action }: { shopUrl: string; email: string; action: string }): string {
  return htmlPage({
    title: 'Stop review requests',
    shopUrl,
    body: `<h1>Stop review requests?</h1>
<p>No more emails asking for a review will go to <strong>${escapeHtml(maskEmail(email))}</strong>.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>
<p class="muted" style="margin-top:1.5rem">Changed your mind? Just close this page.</p>`,
  });
}

export function unsubscribedPage({ shopUrl, email }: { shopUrl: string; email: string }): string {
  return htmlPage({
    title: 'Unsubscribed',
    shopUrl,
    body: `<h1>You're unsubscribed</h1>
<p>No more review requests will go to <strong>${escapeHtml(maskEmail(email))}</strong>. You can still review your plants from your order history.</p>
<a class="button" href="${escapeHtml(shopUrl)}/products">Back to the shop</a>`,
  });
}

export function unknownLinkPage({ shopUrl }: { shopUrl: string }): string {
  return htmlPage({
    title: 'Link not valid',
    shopUrl,
    body: `<h1>This link is not valid</h1>
<p>It may have been cut short by your mail app.</p>
<a class="button" href="${escapeHtml(shopUrl)}/">Back to the shop</a>`,
  });
}
