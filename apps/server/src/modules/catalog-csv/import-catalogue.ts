import { createHash } from 'node:crypto';
import { type ImportReport, type ImportRowError, refusedRows } from '@shop/shared/catalog-import';
import type { TagMapping } from '@shop/shared/tag-mapping';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { BadRequest, Conflict } from '../../errors.ts';
import {
  applyImport,
  catalogueChanged,
  type ImportedProduct,
  type ImportPlan,
  planImport,
} from '../catalog/index.ts';
import {
  ACCEPTED_FORMATS,
  type ImageVariants,
  imageUrl,
  knownImages,
  parseImageFile,
  PLACEHOLDER_NAME,
  storeImage,
  toVariants,
} from '../images/index.ts';
import { type FetchResult, fetchImage } from './fetch-image.ts';
import { type ParsedFile, parseShopifyCsv, UnreadableCsv } from './parse-shopify-csv.ts';
import { mapLimit } from '../../map-limit.ts';

export interface ImportOptions {
  /** The shop's public address: a picture at `baseUrl/images/NAME.jpg` is the shop's own, never fetched. */
  baseUrl: string;
  /** Fetches a picture; tests hand in one that may reach their local server. */
  fetch?: (url: string) => Promise<FetchResult>;
  /** Most pictures one import may fetch (the admin screen's request must end within its time). */
  maxFetches?: number;
  /** How many pictures are fetched at once. */
  concurrency?: number;
}

/** The stored name of a picture fetched from `url`. */
export const fetchedName = (url: string) =>
  `i-${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;

const nameOf = (url: string | null) =>
  url?.startsWith('/images/') ? (parseImageFile(url.slice('/images/'.length))?.name ?? null) : null;

/**
 * A picture an update keeps when its new address cannot be fetched (docs/decisions/054): anything but the
 * shop's placeholder and the drawings earlier imports made for unfetched pictures (`art-...`, of another plant).
 */
const isRealPicture = (name: string | null) => !!name && name !== PLACEHOLDER_NAME && !name.startsWith('art-');

function pictureUrls(products: readonly ImportedProduct[]): string[] {
  return [
    ...new Set(
      products
        .flatMap((product) => [
          product.image,
          ...product.variants.map((variant) => variant.image),
          ...(product.morePictures ?? []).map((picture) => picture.url),
        ])
        .filter((url): url is string => !!url),
    ),
  ];
}

/**
 * How a picture address resolves (decisions 040, 054): the shop's own `/images/NAME.jpg` (under `baseUrl` or
 * relative) when that image exists; the picture `current` already shows when it was fetched from that
 * address; a picture fetched from it before; else, with `fetched` (while applying), what the fetch gave or,
 * when it failed, `current` if it is a real picture, else null (the caller puts the neutral placeholder on a
 * product, nothing on a variant); else null: to fetch. A drawing an earlier import made is fetched again.
 */
function resolver(baseUrl: string, known: Map<string, string | null>, fetched?: Map<string, string>) {
  const root = baseUrl.replace(/\/+$/, '');
  return (url: string, current: string | null, _handle: string): string | null => {
    const own = url.startsWith(`${root}/images/`)
      ? url.slice(root.length)
      : url.startsWith('/images/')
        ? url
        : null;
    const ownName = nameOf(own);
    if (ownName && known.has(ownName)) return imageUrl(ownName);
    const currentName = nameOf(current);
    if (isRealPicture(currentName) && known.get(currentName!) === url) return current;
    const name = fetchedName(url);
    if (known.has(name)) return imageUrl(name);
    if (!fetched) return null;
    const got = fetched.get(url);
    if (got) return imageUrl(got);
    return isRealPicture(currentName) ? current : null;
  };
}

/** A fetched file as the shop's three image sizes, or why it is not a picture the shop takes. */
async function toPicture(bytes: Buffer): Promise<ImageVariants | string> {
  try {
    const { format } = await sharp(bytes).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return 'is not a JPEG, PNG or WebP picture';
    return await toVariants(bytes);
  } catch {
    return 'is not a picture that can be read';
  }
}

/**
 * The rows left out by the refused ones, as the file has them (docs/product/rules.md): every row of a product
 * with a refused row, since a product comes in whole; the refused rows' download is made of them.
 */
function leftOut(parsed: ParsedFile, rejected: readonly ImportRowError[]): ImportReport['leftOut'] {
  if (rejected.length === 0) return { header: parsed.header, rows: [] };
  const refusedRowNumbers = new Set(rejected.map((error) => error.row));
  const handles = new Set([...parsed.cells].filter(([row]) => refusedRowNumbers.has(row)).map(([, kept]) => kept.handle));
  return {
    header: parsed.header,
    rows: [...parsed.cells]
      .filter(([row, kept]) => refusedRowNumbers.has(row) || (kept.handle !== '' && handles.has(kept.handle)))
      .map(([row, kept]) => ({ row, handle: kept.handle, cells: kept.cells })),
  };
}

function report(
  dryRun: boolean,
  applied: boolean,
  parsed: ParsedFile,
  plan: ImportPlan,
  rejected: readonly ImportRowError[],
  pictures: ImportReport['pictures'],
): ImportReport {
  const count = (action: string) => plan.products.filter((product) => product.action === action).length;
  return {
    dryRun,
    applied,
    rows: parsed.rows,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    rejected: refusedRows(rejected),
    leftOut: leftOut(parsed, rejected),
    products: plan.products.map(({ input, action, changes, current }) => ({
      row: input.row,
      handle: input.handle,
      title: input.title,
      action,
      changes,
      variants: input.variants.length,
      demo: current?.demo ?? false,
    })),
    imagesToFetch: plan.toFetch.length,
    pictures,
    mapping: parsed.mapping,
  };
}

/**
 * Imports a Shopify product CSV (decision 040). A dry run answers what would be created, updated and left
 * unchanged, and every row refused with its number and all of its problems, writing nothing. Applying does nothing
 * either while a row is refused; otherwise it fetches the pictures not yet in the shop first (outside any
 * transaction; decision 054: a new plant whose picture cannot be fetched shows the neutral placeholder, an
 * updated one keeps its picture), then writes everything in one transaction, planned again inside it. The
 * report lists each picture to fetch: in a dry run as to fetch, applied as fetched or failed with why.
 */
export async function importCatalogue({
  db,
  csv,
  dryRun,
  mapping,
  options,
}: {
  db: Db;
  csv: string;
  dryRun: boolean;
  /** The owner's changes to the mapping of tags and care metafields (docs/decisions/061). */
  mapping?: TagMapping | undefined;
  options: ImportOptions;
}): Promise<ImportReport> {
  let parsed;
  try {
    parsed = parseShopifyCsv(csv, mapping);
  } catch (error) {
    if (error instanceof UnreadableCsv) throw new BadRequest(error.message);
    throw error;
  }
  const urls = pictureUrls(parsed.products);
  const root = options.baseUrl.replace(/\/+$/, '');
  const ownNames = urls
    .map((url) => nameOf(url.startsWith(`${root}/images/`) ? url.slice(root.length) : url))
    .filter((name): name is string => !!name);
  const lookUp = async () =>
    knownImages({ db, names: [...ownNames, ...urls.map(fetchedName)], sources: urls });
  const plan = await planImport({
    db,
    products: parsed.products,
    refused: parsed.refused,
    resolveImage: resolver(options.baseUrl, await lookUp()),
  });
  const rejected = [...parsed.rejected, ...plan.rejected].sort((a, b) => a.row - b.row);
  const toFetch = plan.toFetch.map(({ url, handle }) => ({ handle, url, status: 'to fetch' as const, reason: null }));
  if (dryRun || rejected.length > 0) return report(dryRun, false, parsed, plan, rejected, toFetch);
  if (plan.products.every((product) => product.action === 'unchanged'))
    return report(false, true, parsed, plan, [], []);

  if (options.maxFetches !== undefined && plan.toFetch.length > options.maxFetches) {
    throw new BadRequest(
      `This file has ${plan.toFetch.length} pictures to fetch, more than ${options.maxFetches} at once: import it with npm run import -- FILE`,
    );
  }
  const fetch = options.fetch ?? ((url: string) => fetchImage(url));
  const pictures: { name: string; variants: ImageVariants; sourceUrl: string }[] = [];
  const fetched = new Map<string, string>();
  const failed = new Map<string, string>();
  await mapLimit(plan.toFetch, options.concurrency ?? 4, async ({ url }) => {
    const answer = await fetch(url);
    const picture = answer.ok ? await toPicture(answer.bytes) : answer.reason;
    if (typeof picture === 'string') {
      failed.set(url, picture);
      return;
    }
    fetched.set(url, fetchedName(url));
    pictures.push({ name: fetchedName(url), variants: picture, sourceUrl: url });
  });
  const outcome: ImportReport['pictures'] = plan.toFetch.map(({ url, handle }) =>
    failed.has(url)
      ? { handle, url, status: 'failed', reason: failed.get(url)! }
      : { handle, url, status: 'fetched', reason: null },
  );

  await db.transaction(async (tx) => {
    for (const picture of pictures)
      await storeImage({
        db: tx,
        name: picture.name,
        variants: picture.variants,
        sourceUrl: picture.sourceUrl,
      });
    const known = await knownImages({
      db: tx,
      names: [...ownNames, ...urls.map(fetchedName)],
      sources: urls,
    });
    const resolve = resolver(options.baseUrl, known, fetched);
    const again = await planImport({ db: tx, products: parsed.products, resolveImage: resolve });
    if (again.rejected.length > 0)
      throw new Conflict(
        `The catalogue changed while the pictures were fetched: ${again.rejected[0]!.reason} (row ${again.rejected[0]!.row}). Import again.`,
      );
    await applyImport({
      tx,
      plan: again,
      resolveImage: resolve,
      fallbackImage: () => imageUrl(PLACEHOLDER_NAME),
    });
  });
  catalogueChanged();
  return report(false, true, parsed, plan, [], outcome);
}
