import { PET_SAFE_TAG, tagsWithCare } from '@shop/shared/care-labels';
import type {
  BulkCare,
  ProductBulk,
  ProductBulkResult,
  ProductStatus,
  StatusAction,
} from '@shop/shared/product-status';
import { TOXIC_TAG } from '@shop/shared/tags';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client.ts';
import { careProfiles, productTags, products, tags } from '../../db/schema/catalog.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { announceCatalogueChange, catalogueChanged } from './catalogue-cache.ts';
import { getCareProfiles } from './get-care-profiles.ts';
import { productTagNames, setProductsTags } from './set-product-tags.ts';

const STATUS_AFTER: Record<Exclude<StatusAction, 'delete'>, ProductStatus> = {
  publish: 'active',
  unpublish: 'draft',
  archive: 'archived',
};

/**
 * A product with nothing on sale (a draft a CSV brought) goes on sale with every size it had: the newest
 * variant of each combination, as two on sale may not share one.
 */
async function putBackOnSale(tx: DbOrTx, ids: number[]): Promise<void> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update product_variants set archived_at = null, updated_at = now()
    where id in (
      select distinct on (v.product_id, v.option_values) v.id from product_variants v
      where v.product_id in (${list})
        and not exists (select 1 from product_variants w where w.product_id = v.product_id and w.archived_at is null)
      order by v.product_id, v.option_values, v.id desc)`);
}

const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name).join(', ');

/** What a bulk action can change of a product, as the activity log keeps it before and after. */
interface ProductFacts {
  id: number;
  name: string;
  status: string;
  tags: string[];
  care: { light: string; petSafety: string; difficulty: string } | null;
}

async function factsOf(tx: DbOrTx, found: readonly { id: number; name: string }[]): Promise<ProductFacts[]> {
  const ids = found.map((row) => row.id);
  const statuses = await tx
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(inArray(products.id, ids));
  const profiles = await getCareProfiles({ db: tx, productIds: ids });
  // Every product's tags in one read, not one read a product: an action takes up to 500.
  const tagged = await tx
    .select({ productId: productTags.productId, name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(inArray(productTags.productId, ids));
  const facts: ProductFacts[] = [];
  for (const row of found) {
    const status = statuses.find((each) => each.id === row.id);
    if (!status) continue;
    const profile = profiles.get(row.id);
    facts.push({
      id: row.id,
      name: row.name,
      status: status.status,
      tags: tagged
        .filter((tag) => tag.productId === row.id)
        .map((tag) => tag.name)
        .sort(),
      care: profile
        ? { light: profile.light, petSafety: profile.petSafety, difficulty: profile.difficulty }
        : null,
    });
  }
  return facts;
}

const DONE: Record<ProductBulk['action'], string> = {
  publish: 'Published',
  unpublish: 'Unpublished',
  archive: 'Archived',
  delete: 'Deleted',
  'set-care': 'Set care on',
  'add-tags': 'Tagged',
};

/** "Archived 2 products: Fern, Ivy"; "Tagged 3 products 'gift-idea': ...". */
function summaryOf(input: ProductBulk, found: readonly { name: string }[]): string {
  const what = input.action === 'add-tags' ? ` ${input.tags.map((tag) => `'${tag}'`).join(', ')}` : '';
  return `${DONE[input.action]} ${found.length} ${found.length === 1 ? 'product' : 'products'}${what}: ${names(found)}`;
}

/**
 * Sets these care fields on every product's care profile, and the tags that follow them (decision 022). A
 * product without a profile is refused by name: a profile needs its care text and the rest, from its form.
 */
async function setCare(
  tx: DbOrTx,
  found: readonly { id: number; name: string }[],
  care: BulkCare,
): Promise<void> {
  const ids = found.map((row) => row.id);
  const profiles = await getCareProfiles({ db: tx, productIds: ids });
  const without = found.filter((row) => !profiles.has(row.id));
  if (without.length > 0)
    throw new Conflict(
      `${names(without)} ${without.length === 1 ? 'has' : 'have'} no care profile: fill one in the product form first`,
    );
  await tx.update(careProfiles).set(care).where(inArray(careProfiles.productId, ids));
  await retag(tx, ids, () => []);
}

/** Every product's tags again, with `more` added, and the tags its (new) care profile decides. */
async function retag(
  tx: DbOrTx,
  ids: readonly number[],
  more: (id: number) => readonly string[],
): Promise<{ productId: number; names: string[] }[]> {
  const profiles = await getCareProfiles({ db: tx, productIds: ids });
  const tagged = [];
  for (const productId of ids)
    tagged.push({
      productId,
      names: tagsWithCare(
        [...(await productTagNames({ db: tx, productId })), ...more(productId)],
        profiles.get(productId),
      ),
    });
  await setProductsTags({ db: tx, tagged });
  return tagged;
}

/** Adds these tags to every product; a care profile's own tags still follow the profile. */
async function addTags(
  tx: DbOrTx,
  found: readonly { id: number; name: string }[],
  added: readonly string[],
): Promise<void> {
  const profiles = await getCareProfiles({ db: tx, productIds: found.map((row) => row.id) });
  const after = new Map<number, string[]>();
  for (const row of found)
    after.set(
      row.id,
      tagsWithCare(
        [...(await productTagNames({ db: tx, productId: row.id })), ...added],
        profiles.get(row.id),
      ),
    );
  const both = found.filter(
    (row) => after.get(row.id)!.includes(PET_SAFE_TAG) && after.get(row.id)!.includes(TOXIC_TAG),
  );
  if (both.length > 0)
    throw new Conflict(`${names(both)} would be both '${PET_SAFE_TAG}' and '${TOXIC_TAG}'`);
  const many = found.filter((row) => after.get(row.id)!.length > 20);
  if (many.length > 0) throw new Conflict(`${names(many)} would have more than 20 tags`);
  await setProductsTags({
    db: tx,
    tagged: found.map((row) => ({ productId: row.id, names: after.get(row.id)! })),
  });
}

/**
 * POST /api/admin/products/bulk (docs/decisions/055-drafts-and-bulk-edit.md): publishes, unpublishes (to
 * draft), archives or deletes these products, sets care fields or adds tags, all or none, with one record in
 * the activity log of who did it and each product before and after (docs/decisions/065-one-audit-of-a-bulk-edit.md). An unknown id is a 404 naming it and changes
 * nothing. A delete is the single delete's: past orders keep their lines (name and price are copied).
 */
export async function bulkProducts({
  db,
  input,
  actor,
  address,
  now,
}: {
  db: Db;
  input: ProductBulk;
  actor: { id: number; email: string };
  address: string | null;
  now: Date;
}): Promise<ProductBulkResult> {
  const done = await db.transaction(async (tx) => {
    const list = sql.join(
      input.ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const found = await queryRows<{ id: number; name: string; variants: number }>(
      tx,
      sql`
      select p.id, p.name, (select count(*)::int from product_variants v where v.product_id = p.id) as variants
      from products p where p.id in (${list}) order by p.id for update`,
    );
    const known = new Set(found.map((row) => row.id));
    const missing = input.ids.filter((id) => !known.has(id));
    if (missing.length > 0)
      throw new NotFound(`${missing.length === 1 ? 'Product' : 'Products'} ${missing.join(', ')}`);
    const before = await factsOf(tx, found);
    if (input.action === 'delete') {
      await tx.delete(products).where(inArray(products.id, input.ids));
    } else if (input.action === 'set-care') {
      await setCare(tx, found, input.care);
      await tx.update(products).set({ updatedAt: new Date() }).where(inArray(products.id, input.ids));
    } else if (input.action === 'add-tags') {
      await addTags(tx, found, input.tags);
      await tx.update(products).set({ updatedAt: new Date() }).where(inArray(products.id, input.ids));
    } else {
      if (input.action === 'publish') {
        const empty = found.filter((row) => row.variants === 0);
        if (empty.length > 0)
          throw new Conflict(`${names(empty)} has no size to sell: add one before publishing`);
        await putBackOnSale(tx, input.ids);
      }
      await tx
        .update(products)
        .set({ status: STATUS_AFTER[input.action], updatedAt: new Date() })
        .where(inArray(products.id, input.ids));
    }
    // One record of the whole action, before and after each product, in the action's own transaction.
    await recordAudit({
      db: tx,
      entry: {
        actor,
        address,
        kind: 'products.bulk',
        summary: summaryOf(input, found),
        before,
        after: await factsOf(tx, found),
        at: now,
      },
    });
    await announceCatalogueChange(tx);
    return found.map(({ id, name }) => ({ id, name }));
  });
  catalogueChanged();
  return { action: input.action, products: done };
}
