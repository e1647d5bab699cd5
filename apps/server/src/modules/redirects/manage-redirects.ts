import { checkRedirectFrom, checkRedirectTo, type Redirect, type RedirectInput, redirectKey } from '@shop/shared/redirects';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { redirects } from '../../db/schema/redirects.ts';
import { BadRequest, Conflict, NotFound } from '../../errors.ts';

type Row = typeof redirects.$inferSelect;

const view = (row: Row): Redirect => ({ id: row.id, from: row.fromPath, to: row.toPath, createdAt: row.createdAt.toISOString() });

/** A redirect as it is kept: its paths checked (no other site, no loop), the source without a trailing slash. */
export function checkedRedirect(input: RedirectInput, publicUrl: string): { from: string; to: string } | { reasons: string[] } {
  const from = checkRedirectFrom(input.from);
  const to = checkRedirectTo(input.to, publicUrl);
  const reasons = [from, to].flatMap((checked) => (checked.ok ? [] : [checked.reason]));
  if (from.ok && to.ok && redirectKey(to.path.split(/[?#]/)[0]!) === redirectKey(from.path))
    reasons.push('Redirect to is the same path as Redirect from: it would never end');
  if (!from.ok || !to.ok || reasons.length > 0) return { reasons };
  return { from: from.path.length > 1 ? from.path.replace(/\/+$/, '') : from.path, to: to.path };
}

/** Admin > Redirects: every redirect, by its source path. */
export async function listRedirects({ db }: { db: DbOrTx }): Promise<Redirect[]> {
  return (await db.select().from(redirects).orderBy(asc(sql`lower(${redirects.fromPath})`))).map(view);
}

/** Adds one redirect; a source that already has one is a 409 naming its target. */
export async function addRedirect({ db, input, publicUrl }: { db: DbOrTx; input: RedirectInput; publicUrl: string }): Promise<Redirect> {
  const checked = checkedRedirect(input, publicUrl);
  if ('reasons' in checked) throw new BadRequest(checked.reasons.join('; '));
  const [made] = await db.insert(redirects).values({ fromPath: checked.from, toPath: checked.to }).onConflictDoNothing().returning();
  if (made) return view(made);
  const [other] = await db.select().from(redirects).where(sql`lower(${redirects.fromPath}) = ${redirectKey(checked.from)}`);
  throw new Conflict(`${checked.from} already redirects to ${other?.toPath ?? 'another page'}: delete that redirect first`);
}

export async function deleteRedirect({ db, id }: { db: DbOrTx; id: number }): Promise<void> {
  const deleted = await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
  if (deleted.length === 0) throw new NotFound('Redirect');
}
