import { escapeHtml, htmlPage, maskEmail } from '../../html-page.ts';

/** What a click on the visible unsubscribe link shows: one button, which posts like a mail app's one-click. */
export function unsubscribePage({ shopUrl, email, action }: { shopUrl: string; email: string; action: string }): string {
  return htmlPage({
    title: 'Stop care emails',
    shopUrl,
    body: `<h1>Stop care emails?</h1>
<p>No more care tips or watering reminders will go to <strong>${escapeHtml(maskEmail(email))}</strong>.</p>
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
<p>No more care emails will go to <strong>${escapeHtml(maskEmail(email))}</strong>.</p>
<p class="muted">If you tick “Email me care tips for these plants” with a later order, you will get them for that order.</p>
<a class="button" href="${escapeHtml(shopUrl)}/products">Back to the shop</a>`,
  });
}

export function unknownLinkPage({ shopUrl }: { shopUrl: string }): string {
  return htmlPage({
    title: 'Link not valid',
    shopUrl,
    body: `<h1>This link is not valid</h1>
<p>It may have been cut short by your mail app. Signed-in customers can also stop care emails from their account.</p>
<a class="button" href="${escapeHtml(shopUrl)}/account">Your account</a>`,
  });
}
