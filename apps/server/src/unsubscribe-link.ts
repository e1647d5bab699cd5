import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailLinkRoutes, escapeHtml, htmlPage, maskEmail, sendHtml, type ShopLink } from './html-page.ts';

const tokenParam = z.object({ token: z.string().max(200) });

/** What the pages of one kind of email's unsubscribe link say (plain text; escaped here). */
export interface UnsubscribeWording {
  /** "care emails": in the titles and headings ("Stop care emails?"). */
  emails: string;
  /** "No more care tips or watering reminders will go to": before the masked address, on the button's page. */
  willStop: string;
  /** "No more care emails will go to": before the masked address, once stopped. */
  stopped: string;
  /** A sentence below it, or none. */
  afterStopped?: string;
  /** Why a link may not work, and where to go instead ("/account", "Your account"). */
  unknownLink: { text: string; path: string; label: string };
}

/**
 * The unsubscribe link of one kind of email (`/care/unsubscribe/:token`): GET shows one button (link
 * checkers that open it stop nothing); POST stops at once, from that button or a mail app's one-click
 * (RFC 8058), whatever its body. An unknown token is a 404 page saying so.
 */
export async function unsubscribeLinkRoutes(
  app: FastifyInstance,
  {
    path,
    shop,
    wording,
    find,
    stop,
  }: {
    /** Without the token: `/care/unsubscribe`. */
    path: string;
    /** The shop as it is named now. */
    shop: () => Promise<ShopLink>;
    wording: UnsubscribeWording;
    find: (token: string) => Promise<{ email: string } | null>;
    /** Stops them; what it logs is the caller's. */
    stop: (token: string, log: FastifyInstance['log']) => Promise<{ email: string } | null>;
  },
): Promise<void> {
  const title = `Stop ${wording.emails}`;
  const unknown = (at: ShopLink) =>
    htmlPage({
      title: 'Link not valid',
      shop: at,
      body: `<h1>This link is not valid</h1>
<p>${escapeHtml(wording.unknownLink.text)}</p>
<a class="button" href="${escapeHtml(at.url)}${escapeHtml(wording.unknownLink.path)}">${escapeHtml(wording.unknownLink.label)}</a>`,
    });
  await emailLinkRoutes(app, (scope) => {
    const pages = scope.withTypeProvider<ZodTypeProvider>();
    pages.get(`${path}/:token`, { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
      const [found, at] = await Promise.all([find(request.params.token), shop()]);
      if (!found) return sendHtml(reply, 404, unknown(at));
      return sendHtml(
        reply,
        200,
        htmlPage({
          title,
          shop: at,
          body: `<h1>${escapeHtml(title)}?</h1>
<p>${escapeHtml(wording.willStop)} <strong>${escapeHtml(maskEmail(found.email))}</strong>.</p>
<form method="post" action="${escapeHtml(`${path}/${request.params.token}`)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>
<p class="muted" style="margin-top:1.5rem">Changed your mind? Just close this page.</p>`,
        }),
      );
    });
    pages.post(`${path}/:token`, { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
      const stopped = await stop(request.params.token, request.log);
      const at = await shop();
      if (!stopped) return sendHtml(reply, 404, unknown(at));
      return sendHtml(
        reply,
        200,
        htmlPage({
          title: 'Unsubscribed',
          shop: at,
          body: `<h1>You're unsubscribed</h1>
<p>${escapeHtml(wording.stopped)} <strong>${escapeHtml(maskEmail(stopped.email))}</strong>.</p>
${wording.afterStopped ? `<p class="muted">${escapeHtml(wording.afterStopped)}</p>\n` : ''}
<a class="button" href="${escapeHtml(at.url)}/products">Back to the shop</a>`,
        }),
      );
    });
  });
}
