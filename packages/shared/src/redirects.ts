import { z } from 'zod';

// The owner's URL redirects (docs/decisions/060-addresses-that-survive-the-move.md): from a path of this
// shop that has no page to another path of this shop, 301. A target is the owner's, checked here, never
// made from a request: a redirect can never send a shopper to another site.

export const REDIRECT_FROM_MAX = 1000;
export const REDIRECT_TO_MAX = 2000;
/** Shopify's URL-redirects CSV can hold many; a file past this is split first. */
export const MAX_REDIRECT_ROWS = 20_000;
export const MAX_REDIRECT_CSV_BYTES = 2 * 1024 * 1024;

/** Paths the shop itself answers before any page: a redirect from them would never be reached. */
const OWN_PREFIXES = ['/api', '/images', '/assets'];

type Checked = { ok: true; path: string } | { ok: false; reason: string };

/**
 * A path as a redirect keeps it: on this shop (`/...`), printable ASCII without spaces (anything else
 * percent-encoded), never `//host` or a backslash, which a browser reads as another site.
 */
function shopPath(raw: string, what: string, max: number): Checked {
  // Letters outside ASCII (a Shopify handle in another script) are percent-encoded, as a browser sends them.
  let text: string;
  try {
    text = raw.trim().replace(/[\u0080-\uffff]+/g, (letters) => encodeURIComponent(letters));
  } catch {
    return { ok: false, reason: `${what} has a broken character` };
  }
  if (text === '') return { ok: false, reason: `${what} is empty` };
  if ([...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return { ok: false, reason: `${what} has a control character` };
  if (text.includes('\\')) return { ok: false, reason: `${what} has a backslash, which browsers read as another site` };
  if (text.startsWith('//')) return { ok: false, reason: `${what} starts with //, which is another site` };
  if (!text.startsWith('/')) return { ok: false, reason: `${what} is a path of this shop, starting with /` };
  if (/[^!-~]/.test(text)) return { ok: false, reason: `${what} has a space: percent-encode it as %20` };
  if (text.length > max) return { ok: false, reason: `${what} is longer than ${max} characters` };
  return { ok: true, path: text };
}

/** The path a redirect answers, as it is matched: without its trailing slash, lower case. */
export function redirectKey(path: string): string {
  return (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase() || '/';
}

/** Where a redirect comes from: a path of this shop, without query or fragment, that is not the shop's own. */
export function checkRedirectFrom(raw: string): Checked {
  const checked = shopPath(raw, 'Redirect from', REDIRECT_FROM_MAX);
  if (!checked.ok) return checked;
  if (/[?#]/.test(checked.path)) return { ok: false, reason: 'Redirect from is a path without ?query or #fragment' };
  if (checked.path === '/' || OWN_PREFIXES.some((prefix) => redirectKey(checked.path) === prefix || redirectKey(checked.path).startsWith(`${prefix}/`)))
    return { ok: false, reason: `Redirect from ${checked.path} is an address the shop answers itself` };
  return checked;
}

/**
 * Where a redirect goes: a path of this shop; a full address only on the shop's own host (`publicUrl`),
 * kept as its path. Another host is refused.
 */
export function checkRedirectTo(raw: string, publicUrl: string): Checked {
  const text = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    let target: URL;
    let own: URL;
    try {
      target = new URL(text);
      own = new URL(publicUrl);
    } catch {
      return { ok: false, reason: 'Redirect to is not an address' };
    }
    if (!/^https?:$/.test(target.protocol) || target.host.toLowerCase() !== own.host.toLowerCase() || target.username || target.password)
      return { ok: false, reason: `Redirect to leads to another site (${target.protocol}//${target.host}): only this shop's own pages can be a target` };
    return shopPath(`${target.pathname}${target.search}${target.hash}`, 'Redirect to', REDIRECT_TO_MAX);
  }
  return shopPath(text, 'Redirect to', REDIRECT_TO_MAX);
}

export const redirectInput = z.object({
  from: z.string({ error: 'Redirect from is a path' }).max(REDIRECT_FROM_MAX * 2),
  to: z.string({ error: 'Redirect to is a path' }).max(REDIRECT_TO_MAX * 2),
});
export type RedirectInput = z.infer<typeof redirectInput>;

export const redirect = z.object({ id: z.number(), from: z.string(), to: z.string(), createdAt: z.string() });
export type Redirect = z.infer<typeof redirect>;

export const redirectImportRequest = z.object({
  csv: z.string({ error: 'The file is text' }).max(MAX_REDIRECT_CSV_BYTES, `The file is larger than ${MAX_REDIRECT_CSV_BYTES / 1024 / 1024} MB`),
  /** The default: check only, write nothing. */
  dryRun: z.boolean().default(true),
});
export type RedirectImportRequest = z.infer<typeof redirectImportRequest>;

export const redirectImportReport = z.object({
  dryRun: z.boolean(),
  /** Data rows read (the header not counted). */
  rows: z.number(),
  /** New redirects, and those that replace the target of one the shop has. */
  added: z.array(z.object({ row: z.number(), from: z.string(), to: z.string() })),
  replaced: z.array(z.object({ row: z.number(), from: z.string(), to: z.string(), was: z.string() })),
  /** Each refused row with its reasons (the header is row 1); the rest are imported. */
  refused: z.array(z.object({ row: z.number(), from: z.string(), to: z.string(), reasons: z.array(z.string()) })),
});
export type RedirectImportReport = z.infer<typeof redirectImportReport>;
