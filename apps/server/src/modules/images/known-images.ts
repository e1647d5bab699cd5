import { inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/images.ts';

/** Images already stored: by name (those named, and those fetched from one of the addresses), with the address each came from. */
export async function knownImages({
  db,
  names,
  sources,
}: {
  db: DbOrTx;
  names: readonly string[];
  sources: readonly string[];
}): Promise<Map<string, string | null>> {
  const known = new Map<string, string | null>();
  const unique = { names: [...new Set(names)], sources: [...new Set(sources)] };
  for (let start = 0; start < Math.max(unique.names.length, unique.sources.length); start += 1000) {
    const someNames = unique.names.slice(start, start + 1000);
    const someSources = unique.sources.slice(start, start + 1000);
    const conditions = [
      ...(someNames.length > 0 ? [inArray(images.name, someNames)] : []),
      ...(someSources.length > 0 ? [inArray(images.sourceUrl, someSources)] : []),
    ];
    if (conditions.length === 0) continue;
    const rows = await db
      .select({ name: images.name, sourceUrl: images.sourceUrl })
      .from(images)
      .where(or(...conditions));
    for (const row of rows) known.set(row.name, row.sourceUrl);
  }
  return known;
}
