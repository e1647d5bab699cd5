import type { ImportAction, ImportRowError } from '@shop/shared/catalog-import';
import { tagsWithCare } from '@shop/shared/care-labels';
import type { ProductStatus } from '@shop/shared/product-status';
import type { WeightUnit } from '@shop/shared/products';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { productOptions, productPictures, products, productVariants } from '../../db/schema/catalog.ts';
import { loadStock, setStock, setUpStocks } from '../inventory/index.ts';
import { announceCatalogueChange } from './catalogue-cache.ts';
import { getCareProfiles } from './get-care-profiles.ts';
import { rememberOldHandle } from './product-handles.ts';
import { generatedSku } from './save-product.ts';
import { setProductsTags, setProductTags } from './set-product-tags.ts';

/** One variant row of a product CSV, as read (decision 040). `qty` null: not given (0 for a new variant, unchanged otherwise). */
export interface ImportedVariant {
  row: number;
  sku: string | null;
  optionValues: string[];
  priceCents: number;
  compareAtCents: number | null;
  qty: number | null;
  /** The variant's own picture's address, or null: the product's. */
  image: string | null;
  /** Weight in grams, its unit and the cost in cents (docs/decisions/061); undefined: the file has no such column (kept). */
  grams?: number | null | undefined;
  weightUnit?: WeightUnit | null | undefined;
  costCents?: number | null | undefined;
}

/** A picture after the product's first, with its alt text. */
export interface ImportedPicture {
  url: string;
  alt: string;
}

/**
 * One product of a product CSV, as read. A field left undefined had no column in the file and is kept as
 * it is; `image` null: none given (kept on an update, the shop's placeholder for a new product).
 */
export interface ImportedProduct {
  row: number;
  handle: string;
  title: string;
  description: string | undefined;
  tags: string[] | undefined;
  seoTitle: string | null | undefined;
  seoDescription: string | null | undefined;
  /** Shopify's status 'active'; a draft or archived product comes in with nothing on sale. */
  onSale: boolean;
  /** Shopify's Status; absent: active when on sale, else a draft (docs/decisions/055-drafts-and-bulk-edit.md). */
  status?: ProductStatus;
  options: { name: string; values: string[] }[];
  variants: ImportedVariant[];
  image: string | null;
  /** The first picture's alt text ('' none); undefined: the file has no picture column. */
  imageAlt?: string | undefined;
  /** The pictures after the first, in order; undefined: the file has no picture column (kept). */
  morePictures?: ImportedPicture[] | undefined;
  /** Shopify's Vendor, Type and Product Category; undefined: no such column (kept), '' none. */
  vendor?: string | undefined;
  productType?: string | undefined;
  category?: string | undefined;
}

/**
 * Where a picture address leads in this shop: the `/images/NAME.jpg` of a picture already stored from it (or
 * the one `current` already shows, when it came from there), or null when it must be fetched first.
 */
export type ImageResolver = (url: string, current: string | null, handle: string) => string | null;

interface CurrentVariant {
  id: number;
  sku: string;
  optionValues: string[];
  priceCents: number;
  compareAtCents: number | null;
  imageUrl: string | null;
  archived: boolean;
  position: number;
  qty: number;
  grams: number | null;
  weightUnit: WeightUnit | null;
  costCents: number | null;
}

interface CurrentProduct {
  id: number;
  handle: string;
  /** A plant of the demo catalogue (decision 048): the CSV check says when a row would update one. */
  demo: boolean;
  name: string;
  description: string;
  imageUrl: string;
  seoTitle: string | null;
  seoDescription: string | null;
  vendor: string | null;
  productType: string | null;
  productCategory: string | null;
  imageAlt: string | null;
  /** Its pictures after the first, by position. */
  pictures: { position: number; imageUrl: string; altText: string }[];
  defaultVariantId: number | null;
  options: { name: string; values: string[] }[];
  variants: CurrentVariant[];
  tags: string[];
  care: Parameters<typeof tagsWithCare>[1];
}

/** A product of the file matched with what the shop has, and what importing it changes. */
export interface PlannedProduct {
  input: ImportedProduct;
  action: ImportAction;
  changes: string[];
  current: CurrentProduct | null;
  /** For each variant of the file, the shop's variant it updates (null: a new one). */
  matches: (CurrentVariant | null)[];
}

/** A product of the file its reader refused: only its SKUs, checked against the shop so every problem is told at once. */
export interface RefusedProduct {
  row: number;
  handle: string;
  variants: readonly { row: number; sku: string | null }[];
}

export interface ImportPlan {
  products: PlannedProduct[];
  rejected: ImportRowError[];
  /** Picture addresses that must be fetched before applying (none stored from them yet). */
  toFetch: { url: string; handle: string }[];
}

const lower = (text: string) => text.toLowerCase();
const comboKey = (values: readonly string[]) => JSON.stringify(values.map(lower));
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);
const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((value) => b.includes(value));

/** The handle a product without one is exported under: its name's, or with its id when another product has that handle. */
export function exportHandle(
  product: { id: number; handle: string | null; name: string },
  taken: ReadonlySet<string>,
): string {
  if (product.handle) return product.handle;
  const base =
    product.name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 180) || 'product';
  return taken.has(base) ? `${base}-${product.id}` : base;
}

async function loadProducts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, CurrentProduct>> {
  const found = new Map<number, CurrentProduct>();
  if (ids.length === 0) return found;
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 1000) {
    const some = unique.slice(start, start + 1000);
    const rows = await db
      .select({
        id: products.id,
        handle: products.handle,
        demo: products.demo,
        name: products.name,
        description: products.description,
        imageUrl: products.imageUrl,
        seoTitle: products.seoTitle,
        seoDescription: products.seoDescription,
        vendor: products.vendor,
        productType: products.productType,
        productCategory: products.productCategory,
        imageAlt: products.imageAlt,
        defaultVariantId: products.defaultVariantId,
      })
      .from(products)
      .where(inArray(products.id, some));
    for (const row of rows)
      found.set(row.id, { ...row, pictures: [], options: [], variants: [], tags: [], care: undefined });
    for (const picture of await db
      .select()
      .from(productPictures)
      .where(inArray(productPictures.productId, some))
      .orderBy(productPictures.productId, productPictures.position))
      found.get(picture.productId)?.pictures.push(picture);
    const options = await db
      .select()
      .from(productOptions)
      .where(inArray(productOptions.productId, some))
      .orderBy(productOptions.productId, productOptions.position);
    for (const option of options)
      found.get(option.productId)?.options.push({ name: option.name, values: option.values });
    const variants = await db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, some))
      .orderBy(productVariants.position, productVariants.id);
    const stock = new Map(
      (
        await loadStock(
          db,
          variants.map((variant) => variant.id),
        )
      ).map((level) => [level.id, level.qty]),
    );
    for (const variant of variants) {
      found.get(variant.productId)?.variants.push({
        id: variant.id,
        sku: variant.sku,
        optionValues: variant.optionValues,
        priceCents: variant.priceCents,
        compareAtCents: variant.compareAtCents,
        imageUrl: variant.imageUrl,
        archived: variant.archivedAt !== null,
        position: variant.position,
        qty: stock.get(variant.id) ?? 0,
        grams: variant.grams,
        weightUnit: variant.weightUnit,
        costCents: variant.costCents,
      });
    }
    const tagRows = await db.execute(
      sql`select pt.product_id, t.name from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id in ${some} order by t.id`,
    );
    for (const row of (tagRows as unknown as { rows: { product_id: number; name: string }[] }).rows)
      found.get(row.product_id)?.tags.push(row.name);
    const care = await getCareProfiles({ db, productIds: some });
    for (const [productId, profile] of care) {
      const product = found.get(productId);
      if (product) product.care = profile;
    }
  }
  return found;
}

/** The tags a product ends with: the file's, with those its care profile decides (decision 022). */
function tagsAfter(input: ImportedProduct, current: CurrentProduct | null): string[] | undefined {
  if (input.tags === undefined) return undefined;
  return tagsWithCare(input.tags, current?.care);
}

/**
 * Matches a product CSV's products with the shop's (decision 040): a product by its handle, else by the SKU
 * of one of its variants (a product made in the admin has no handle until its first import); each variant
 * by its SKU, else by its options. Answers what each would create or change, the rows refused because of
 * what the shop already has (a SKU of another product), and the pictures still to fetch.
 */
export async function planImport({
  db,
  products: wanted,
  refused = [],
  resolveImage,
}: {
  db: DbOrTx;
  products: readonly ImportedProduct[];
  /** Products the reader refused: their SKUs that belong to another product are refused too (docs/product/rules.md). */
  refused?: readonly RefusedProduct[];
  resolveImage: ImageResolver;
}): Promise<ImportPlan> {
  const handles = [...wanted, ...refused].map((product) => product.handle);
  const skus = [...wanted, ...refused].flatMap((product) =>
    product.variants.flatMap((variant) => (variant.sku ? [lower(variant.sku)] : [])),
  );
  const byHandle = new Map<string, number>();
  const bySku = new Map<string, { productId: number; sku: string }>();
  for (let start = 0; start < Math.max(handles.length, skus.length); start += 1000) {
    const someHandles = handles.slice(start, start + 1000);
    if (someHandles.length > 0) {
      for (const row of await db
        .select({ id: products.id, handle: products.handle })
        .from(products)
        .where(inArray(products.handle, someHandles)))
        byHandle.set(row.handle!, row.id);
    }
    const someSkus = skus.slice(start, start + 1000);
    if (someSkus.length > 0) {
      for (const row of await db
        .select({ productId: productVariants.productId, sku: productVariants.sku })
        .from(productVariants)
        .where(inArray(sql`lower(${productVariants.sku})`, someSkus))) {
        bySku.set(lower(row.sku), row);
      }
    }
  }
  const ids = [...byHandle.values(), ...[...bySku.values()].map((row) => row.productId)];
  const current = await loadProducts(db, ids);
  const rejected: ImportRowError[] = [];
  const planned: PlannedProduct[] = [];
  const toFetch: { url: string; handle: string }[] = [];
  const claimed = new Set<number>();
  /** The shop's product a product of the file names: by its handle, else by a SKU of a product without one. */
  const productOf = (input: RefusedProduct): number | undefined => {
    const byItsHandle = byHandle.get(input.handle);
    if (byItsHandle !== undefined) return byItsHandle;
    for (const variant of input.variants) {
      const owner = variant.sku ? bySku.get(lower(variant.sku)) : undefined;
      if (owner && !current.get(owner.productId)?.handle) return owner.productId;
    }
    return undefined;
  };
  /** Each SKU of the file that belongs to another of the shop's products. */
  const othersSkus = (input: RefusedProduct, productId: number | undefined): ImportRowError[] =>
    input.variants.flatMap((variant) => {
      const owner = variant.sku ? bySku.get(lower(variant.sku)) : undefined;
      if (!owner || owner.productId === productId) return [];
      const other = current.get(owner.productId);
      return [
        {
          row: variant.row,
          handle: input.handle,
          column: 'Variant SKU',
          reason: `SKU ${variant.sku} belongs to another product, '${other?.handle ?? other?.name ?? owner.productId}'`,
        },
      ];
    });
  for (const input of refused) rejected.push(...othersSkus(input, productOf(input)));
  for (const input of wanted) {
    const errors: ImportRowError[] = [];
    const productId = productOf(input);
    if (productId !== undefined && claimed.has(productId)) {
      errors.push({
        row: input.row,
        handle: input.handle,
        column: 'Handle',
        reason: 'Another handle of this file already names the same product (by one of its SKUs)',
      });
    }
    const product = productId === undefined ? null : current.get(productId)!;
    errors.push(...othersSkus(input, productId));
    if (errors.length > 0) {
      rejected.push(...errors);
      continue;
    }
    if (productId !== undefined) claimed.add(productId);
    // Each variant of the file: the shop's variant with its SKU, else the one on sale with its options.
    const used = new Set<number>();
    const bySkuMatch = input.variants.map((variant) => {
      const match = variant.sku
        ? product?.variants.find((one) => lower(one.sku) === lower(variant.sku!))
        : undefined;
      if (match) used.add(match.id);
      return match ?? null;
    });
    const matches = input.variants.map((variant, index) => {
      if (bySkuMatch[index]) return bySkuMatch[index];
      const match =
        product?.variants.find(
          (one) =>
            !used.has(one.id) &&
            !one.archived &&
            comboKey(one.optionValues) === comboKey(variant.optionValues),
        ) ?? null;
      if (match) used.add(match.id);
      return match;
    });
    const pictures = [
      input.image ? { url: input.image, current: product?.imageUrl ?? null } : null,
      ...input.variants.map((variant, index) =>
        variant.image ? { url: variant.image, current: matches[index]?.imageUrl ?? null } : null,
      ),
      ...(input.morePictures ?? []).map((picture, index) => ({
        url: picture.url,
        current: product?.pictures.find((one) => one.position === index + 2)?.imageUrl ?? null,
      })),
    ];
    for (const picture of pictures) {
      if (
        picture &&
        resolveImage(picture.url, picture.current, input.handle) === null &&
        !toFetch.some((one) => one.url === picture.url)
      )
        toFetch.push({ url: picture.url, handle: input.handle });
    }
    if (!product) {
      planned.push({ input, action: 'create', changes: [], current: null, matches });
      continue;
    }
    const changes: string[] = [];
    const note = (change: string) => {
      if (!changes.includes(change)) changes.push(change);
    };
    if (product.handle !== input.handle) note('handle');
    if (product.name !== input.title) note('title');
    if (input.description !== undefined && product.description !== input.description) note('description');
    if (
      (input.seoTitle !== undefined && product.seoTitle !== input.seoTitle) ||
      (input.seoDescription !== undefined && product.seoDescription !== input.seoDescription)
    )
      note('SEO');
    const tags = tagsAfter(input, product);
    if (tags && !sameSet(tags, product.tags)) note('tags');
    if (input.image && resolveImage(input.image, product.imageUrl, input.handle) !== product.imageUrl)
      note('image');
    if (
      (input.vendor !== undefined && product.vendor !== blankNull(input.vendor)) ||
      (input.productType !== undefined && product.productType !== blankNull(input.productType)) ||
      (input.category !== undefined && product.productCategory !== blankNull(input.category))
    )
      note('vendor, type or category');
    if (input.imageAlt !== undefined && input.image && (product.imageAlt ?? '') !== input.imageAlt) note('alt text');
    if (
      input.morePictures !== undefined &&
      !sameList(
        morePicturesAfter(input, product, resolveImage).map((picture) => `${picture.imageUrl} ${picture.altText}`),
        product.pictures.map((picture) => `${picture.imageUrl} ${picture.altText}`),
      )
    )
      note('pictures');
    const optionsChanged =
      product.options.length !== input.options.length ||
      product.options.some(
        (option, index) =>
          option.name !== input.options[index]!.name ||
          !sameList(option.values, input.options[index]!.values),
      );
    if (optionsChanged) note('options');
    input.variants.forEach((variant, index) => {
      const match = matches[index];
      if (!match) return note('variants added');
      if (match.archived === input.onSale) note(input.onSale ? 'back on sale' : 'off sale');
      if (variant.sku !== null && match.sku !== variant.sku) note('SKU');
      if (!sameList(match.optionValues, variant.optionValues)) note('options');
      if (match.priceCents !== variant.priceCents) note('price');
      if (match.compareAtCents !== variant.compareAtCents) note('compare-at price');
      if (variant.qty !== null && match.qty !== variant.qty) note('stock');
      if (match.position !== index) note('order of variants');
      if (
        (variant.grams !== undefined && match.grams !== variant.grams) ||
        (variant.weightUnit !== undefined && match.weightUnit !== variant.weightUnit)
      )
        note('weight');
      if (variant.costCents !== undefined && match.costCents !== variant.costCents) note('cost');
      const image = variant.image ? resolveImage(variant.image, match.imageUrl, input.handle) : null;
      if (image !== match.imageUrl) note('variant image');
    });
    if (product.variants.some((variant) => !variant.archived && !used.has(variant.id)))
      note('variants archived');
    planned.push({
      input,
      action: changes.length > 0 ? 'update' : 'unchanged',
      changes,
      current: product,
      matches,
    });
  }
  return { products: planned, rejected, toFetch };
}

const blankNull = (text: string) => (text === '' ? null : text);

/**
 * A product's pictures after the first as an import leaves them: each the file names at its position, its
 * address resolved (one that failed, with nothing to keep, is left out: docs/decisions/054).
 */
function morePicturesAfter(
  input: ImportedProduct,
  current: CurrentProduct | null,
  resolveImage: ImageResolver,
): { position: number; imageUrl: string; altText: string }[] {
  const pictures: { position: number; imageUrl: string; altText: string }[] = [];
  for (const picture of input.morePictures ?? []) {
    const position = pictures.length + 2;
    const had = current?.pictures.find((one) => one.position === position)?.imageUrl ?? null;
    const imageUrl = resolveImage(picture.url, had, input.handle);
    if (imageUrl) pictures.push({ position, imageUrl, altText: picture.alt });
  }
  return pictures;
}

/**
 * `resolveImage` once the pictures are fetched: null for a picture that could not be, with nothing to keep
 * (docs/decisions/054): a product then shows `fallbackImage` (the neutral placeholder), a variant none of its own.
 */
type FinalResolver = (url: string, current: string | null, handle: string) => string | null;

/**
 * Writes a planned import inside the caller's transaction (decision 040): creates and updates products,
 * their options, variants, tags and pictures, and sets each variant's stock to the file's count with a
 * ledger row caused by 'import'. Variants on sale that the file leaves out are archived (orders keep them).
 * New products are written first, in chunks (decision 040); nothing they write is something an update reads.
 */
export async function applyImport({
  tx,
  plan,
  resolveImage,
  fallbackImage,
}: {
  tx: Tx;
  plan: ImportPlan;
  resolveImage: FinalResolver;
  fallbackImage: (handle: string) => string;
}): Promise<void> {
  const creating = plan.products.filter((planned) => planned.action === 'create').map((planned) => planned.input);
  for (const chunk of chunksOf(creating)) await createImported(tx, chunk, resolveImage, fallbackImage);
  for (const planned of plan.products)
    if (planned.action === 'update') await updateImported(tx, planned, resolveImage, fallbackImage);
  await announceCatalogueChange(tx);
}

/** New products written together: at most this many, and this many variants (8 bind parameters a variant or ledger row: 40,000 a statement, below PostgreSQL's 65,535). */
const CHUNK_PRODUCTS = 500;
const CHUNK_VARIANTS = 5000;

function chunksOf(inputs: readonly ImportedProduct[]): ImportedProduct[][] {
  const chunks: ImportedProduct[][] = [];
  let chunk: ImportedProduct[] = [];
  let variants = 0;
  for (const input of inputs) {
    if (chunk.length === CHUNK_PRODUCTS || (chunk.length > 0 && variants + input.variants.length > CHUNK_VARIANTS)) {
      chunks.push(chunk);
      chunk = [];
      variants = 0;
    }
    chunk.push(input);
    variants += input.variants.length;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** Creates new products with one statement per table for all of them, rather than a dozen round trips each. */
async function createImported(
  tx: Tx,
  inputs: readonly ImportedProduct[],
  resolveImage: FinalResolver,
  fallbackImage: (handle: string) => string,
): Promise<void> {
  const made = await tx
    .insert(products)
    .values(
      inputs.map((input) => ({
        name: input.title,
        handle: input.handle,
        description: input.description ?? '',
        imageUrl: (input.image ? resolveImage(input.image, null, input.handle) : null) ?? fallbackImage(input.handle),
        seoTitle: input.seoTitle ?? null,
        seoDescription: input.seoDescription ?? null,
        status: statusOf(input),
        vendor: blankNull(input.vendor ?? ''),
        productType: blankNull(input.productType ?? ''),
        productCategory: blankNull(input.category ?? ''),
        imageAlt: input.image ? blankNull(input.imageAlt ?? '') : null,
      })),
    )
    .returning({ id: products.id, handle: products.handle });
  // By the unique handle, as the order of RETURNING's rows is not promised.
  const idByHandle = new Map(made.map((row) => [row.handle!, row.id]));
  const idOf = (input: ImportedProduct) => idByHandle.get(input.handle)!;
  const options = inputs.flatMap((input) =>
    input.options.map((option, position) => ({ productId: idOf(input), position, ...option })),
  );
  if (options.length > 0) await tx.insert(productOptions).values(options);
  const pictures = inputs.flatMap((input) =>
    morePicturesAfter(input, null, resolveImage).map((picture) => ({ productId: idOf(input), ...picture })),
  );
  if (pictures.length > 0) await tx.insert(productPictures).values(pictures);
  const archivedAt = new Date();
  const variants = await tx
    .insert(productVariants)
    .values(
      inputs.flatMap((input) =>
        input.variants.map((variant, position) => ({
          productId: idOf(input),
          sku: variant.sku ?? `pending-import-${idOf(input)}-${position}`,
          optionValues: variant.optionValues,
          priceCents: variant.priceCents,
          compareAtCents: variant.compareAtCents,
          imageUrl: variant.image ? resolveImage(variant.image, null, input.handle) : null,
          position,
          archivedAt: input.onSale ? null : archivedAt,
          grams: variant.grams ?? null,
          weightUnit: variant.weightUnit ?? null,
          costCents: variant.costCents ?? null,
        })),
      ),
    )
    .returning({ id: productVariants.id, productId: productVariants.productId, position: productVariants.position });
  const variantIdAt = new Map(variants.map((row) => [`${row.productId}:${row.position}`, row.id]));
  const variantId = (input: ImportedProduct, position: number) => variantIdAt.get(`${idOf(input)}:${position}`)!;
  // A variant without a SKU gets the shop's made-up one from its own id.
  const unnamed = inputs.flatMap((input) =>
    input.variants.flatMap((variant, position) => (variant.sku === null ? [variantId(input, position)] : [])),
  );
  if (unnamed.length > 0)
    await tx
      .update(productVariants)
      .set({ sku: sql`'SKU-' || ${productVariants.id}` })
      .where(inArray(productVariants.id, unnamed));
  const onSale = inputs.filter((input) => input.onSale).map(idOf);
  if (onSale.length > 0)
    await tx.execute(
      sql`update products set default_variant_id = v.id from product_variants v where v.product_id = products.id and v.position = 0 and products.id in ${onSale}`,
    );
  await setUpStocks({
    db: tx,
    input: inputs.flatMap((input) =>
      input.variants.map((variant, position) => ({
        variantId: variantId(input, position),
        qty: variant.qty ?? 0,
        cause: 'import' as const,
      })),
    ),
  });
  const tagged = inputs.flatMap((input) =>
    input.tags && input.tags.length > 0 ? [{ productId: idOf(input), names: input.tags }] : [],
  );
  await setProductsTags({ db: tx, tagged });
}

/** The status a row's product takes: the file's, else active when on sale and a draft when not. */
function statusOf(input: ImportedProduct): ProductStatus {
  return input.status ?? (input.onSale ? 'active' : 'draft');
}

async function updateImported(
  tx: Tx,
  { input, current, matches }: PlannedProduct,
  resolveImage: FinalResolver,
  fallbackImage: (handle: string) => string,
): Promise<void> {
  const product = current!;
  const productId = product.id;
  // The file's handle is the product's address from now on; the old one answers 301 (decision 060).
  await rememberOldHandle(tx, productId, product.handle, input.handle);
  await tx
    .update(products)
    .set({
      name: input.title,
      handle: input.handle,
      ...(input.description !== undefined && { description: input.description }),
      ...(input.seoTitle !== undefined && { seoTitle: input.seoTitle }),
      ...(input.seoDescription !== undefined && { seoDescription: input.seoDescription }),
      ...(input.image && {
        imageUrl: resolveImage(input.image, product.imageUrl, input.handle) ?? fallbackImage(input.handle),
        ...(input.imageAlt !== undefined && { imageAlt: blankNull(input.imageAlt) }),
      }),
      ...(input.vendor !== undefined && { vendor: blankNull(input.vendor) }),
      ...(input.productType !== undefined && { productType: blankNull(input.productType) }),
      ...(input.category !== undefined && { productCategory: blankNull(input.category) }),
      status: statusOf(input),
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
  if (input.morePictures !== undefined) {
    const pictures = morePicturesAfter(input, product, resolveImage);
    await tx.delete(productPictures).where(eq(productPictures.productId, productId));
    if (pictures.length > 0) await tx.insert(productPictures).values(pictures.map((picture) => ({ productId, ...picture })));
  }
  await tx.delete(productOptions).where(eq(productOptions.productId, productId));
  if (input.options.length > 0)
    await tx
      .insert(productOptions)
      .values(input.options.map((option, position) => ({ productId, position, ...option })));
  const kept = new Set(matches.flatMap((match) => (match ? [match.id] : [])));
  const dropped = product.variants
    .filter((variant) => !variant.archived && !kept.has(variant.id))
    .map((variant) => variant.id);
  if (dropped.length > 0)
    await tx
      .update(productVariants)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(inArray(productVariants.id, dropped));
  // Two steps, so that swapping two combinations (or two SKUs) never trips a unique index on the way.
  for (const match of matches) {
    if (match)
      await tx
        .update(productVariants)
        .set({ optionValues: [`moving ${match.id}`], sku: `moving-${match.id}` })
        .where(eq(productVariants.id, match.id));
  }
  const archivedAt = input.onSale ? null : new Date();
  const fresh: { variantId: number; qty: number; cause: 'import' }[] = [];
  for (const [position, variant] of input.variants.entries()) {
    const match = matches[position];
    const fields = {
      optionValues: variant.optionValues,
      priceCents: variant.priceCents,
      compareAtCents: variant.compareAtCents,
      imageUrl: variant.image ? resolveImage(variant.image, match?.imageUrl ?? null, input.handle) : null,
      position,
      updatedAt: new Date(),
      ...(variant.grams !== undefined && { grams: variant.grams }),
      ...(variant.weightUnit !== undefined && { weightUnit: variant.weightUnit }),
      ...(variant.costCents !== undefined && { costCents: variant.costCents }),
    };
    if (match) {
      await tx
        .update(productVariants)
        .set({
          ...fields,
          sku: variant.sku ?? match.sku,
          archivedAt: input.onSale ? null : match.archived ? undefined : archivedAt,
        })
        .where(eq(productVariants.id, match.id));
      if (variant.qty !== null && variant.qty !== match.qty)
        await setStock({ db: tx, input: { variantId: match.id, qty: variant.qty, cause: 'import' } });
    } else {
      const [made] = await tx
        .insert(productVariants)
        .values({ productId, ...fields, sku: variant.sku ?? generatedSku, archivedAt })
        .returning({ id: productVariants.id });
      fresh.push({ variantId: made!.id, qty: variant.qty ?? 0, cause: 'import' });
    }
  }
  await setUpStocks({ db: tx, input: fresh });
  // The owner's pick of default stays while it is on sale; else the cheapest in stock takes over.
  await tx
    .update(products)
    .set({ defaultVariantId: null })
    .where(
      and(
        eq(products.id, productId),
        sql`${products.defaultVariantId} in (select id from product_variants where archived_at is not null)`,
      ),
    );
  const tags = tagsAfter(input, product);
  if (tags) await setProductTags({ db: tx, productId, names: tags });
}
