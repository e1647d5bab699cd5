// The small pages the server itself answers for links in emails (confirm an alert, stop care emails):
// they work without the web app's scripts, in any mail app's browser, and need no log-in.
import type { FastifyInstance, FastifyReply } from 'fastify';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// One inline <style> block: the pages' CSP allows inline styles and no scripts, and none are needed.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fdfbf6;color:#1f3d2b;line-height:1.55}
header{padding:1rem 1.25rem;border-bottom:1px solid #dccfb4}
header a{font-family:Georgia,serif;font-size:1.3rem;color:#1f3d2b;text-decoration:none}
main{max-width:32rem;margin:3rem auto;padding:0 1.25rem}
.card{background:#fff;border:1px solid #dccfb4;border-radius:1.5rem;padding:2rem}
h1{font-family:Georgia,serif;font-size:1.8rem;line-height:1.2;margin:0 0 1rem}
p{margin:0 0 1rem}
.muted{color:#5b6b60;font-size:.95rem}
button,.button{display:inline-block;margin-top:.5rem;font:inherit;font-size:.9rem;font-weight:600;letter-spacing:.12em;text-transform:uppercase;text-decoration:none;padding:.85rem 1.6rem;border:0;border-radius:999px;background:#1f3d2b;color:#fdfbf6;cursor:pointer}
button:hover,button:focus-visible,.button:hover,.button:focus-visible{background:#2f5a3f}
:focus-visible{outline:2px solid #4a7c59;outline-offset:2px}
a{color:#2f5a3f}
`;

/** The shop as these pages name it: its address and its name (decision 045). */
export interface ShopLink {
  url: string;
  name: string;
}

/** A whole page: the shop's name linking home, then one card with `body`. */
export function htmlPage({ title, body, shop }: { title: string; body: string; shop: ShopLink }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(shop.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${escapeHtml(shop.url)}/">${escapeHtml(shop.name)}</a></header>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

/** `a•••@example.com`: enough for its owner to recognise, not enough to read off a shared screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** Sends one of these pages: never cached, since each answers for one link. */
export function sendHtml(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/**
 * Registers the routes of an email link's pages in a scope of their own that takes any body and reads none:
 * a mail app's one-click POST (RFC 8058) and a form's button both reach them, whatever they send.
 */
export async function emailLinkRoutes(app: FastifyInstance, routes: (pages: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null, undefined));
    routes(scope);
  });
}
