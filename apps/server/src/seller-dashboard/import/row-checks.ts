import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import {
  IMPORT_LIST_SEPARATOR,
  IMPORT_PRODUCT_IMAGES_PREFIX,
  LIMITS,
  messageKeyOf,
  parseShopLink,
  shortShareLink,
  productInputSchema,
  type ImportColumn,
  type ImportLookupMatch,
  type ImportRow,
  type ImportRowError,
  type ProductInput,
} from '@curio/shared';
import type { Db } from '../../db/client';
import { productImages, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { checkProductImage } from '../image-upload-routes';
import { lookupFinders, type LookupField } from '../lookup-names';
import { resolveAll, type ShortLinkResolver, type ShortLinkResult } from '../short-links';
import type { CsvRow } from './csv-table';
import { zipImageName, type ZipImages } from './zip-images';

/** Where an imported image comes from: a file of the ZIP, or an image already stored. */
type ImageSource = { zipName: string } | { key: string };

export interface ValidProduct {
  input: ProductInput;
  colorIds: number[];
  sizeIds: number[];
  categoryIds: number[];
  images: ImageSource[];
}

export interface CheckedRow extends ImportRow {
  product?: ValidProduct;
}

const FIELD_OF_INPUT: Record<keyof ProductInput, ImportColumn> = {
  name: 'name',
  price: 'price',
  productLink: 'link',
  description: 'description',
  colors: 'colors',
  sizes: 'sizes',
  categories: 'categories',
  imageUrls: 'images',
};

const listOf = (cell: string) =>
  cell
    .split(IMPORT_LIST_SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);

/**
 * The cell's text, read by the shared price rules without a language (a file does not say which
 * language wrote it); an empty cell is no price at all.
 */
const priceOf = (cell: string) => (cell.trim() === '' ? undefined : cell);

const shopItemKey = (link: string | null) => {
  const item = link ? parseShopLink(link) : null;
  return item ? `${item.platform}:${item.itemId}` : undefined;
};

/** The image keys of the seller's products named in the images cells (`product:123`). */
async function productImageKeys(db: Db, sellerId: number, rows: CsvRow[]) {
  const ids = new Set<number>();
  for (const { cells } of rows) {
    for (const entry of listOf(cells.images)) {
      const id = Number(entry.slice(IMPORT_PRODUCT_IMAGES_PREFIX.length));
      if (entry.startsWith(IMPORT_PRODUCT_IMAGES_PREFIX) && Number.isSafeInteger(id)) ids.add(id);
    }
  }
  const keys = new Map<number, string[]>();
  if (ids.size === 0) return keys;
  const found = await db
    .select({ id: products.id, key: productImages.imageKey })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, [...ids])))
    .orderBy(productImages.productId, productImages.position);
  for (const { id, key } of found) keys.set(id, [...(keys.get(id) ?? []), key]);
  return keys;
}

/**
 * The share links of the file followed to their items, the first LIMITS.importShortLinksMax
 * distinct ones (each is a request to the platform); `null` for those past the limit.
 */
async function followShareLinks(resolver: ShortLinkResolver, rows: CsvRow[]) {
  const links = [
    ...new Set(rows.flatMap(({ cells }) => (parseShopLink(cells.link.trim()) ? [] : [cells.link]))),
  ].filter((cell) => shortShareLink(cell));
  const results = await resolveAll(resolver, links.slice(0, LIMITS.importShortLinksMax));
  return new Map<string, ShortLinkResult | null>(
    links.map((cell) => [cell, results.get(cell) ?? null]),
  );
}

/** The row's link to check and store, or why a share link could not be followed. */
function linkOfRow(
  cell: string,
  followed: Map<string, ShortLinkResult | null>,
): { link: string } | { failure: Omit<ImportRowError, 'field'> } {
  const result = followed.get(cell);
  if (result === undefined) return { link: cell };
  if (result === null) return { failure: { code: 'importShortLinksTooMany' } };
  return 'link' in result ? result : { failure: { code: result.failure } };
}

/** Whether each ZIP file is an image the upload route would take (type and pixel count). */
async function zipImageProblems({ images, tooLarge }: ZipImages) {
  const problems = new Map<string, ImportRowError>();
  const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
  for (const [name, bytes] of tooLarge) {
    const params = { value: name, size: megabytes(bytes) };
    problems.set(name, { field: 'images', code: 'importImageTooLarge', params });
  }
  for (const [name, bytes] of images) {
    try {
      await checkProductImage(bytes);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.set(name, { field: 'images', code: error.code, params: { value: name } });
    }
  }
  return problems;
}

/**
 * Rows checked between two turns of the event loop: checking 5,000 rows at once held it for
 * about a second (bench/import-responsiveness.ts).
 */
const ROWS_PER_TURN = 250;

/**
 * Every row under the product form's rules, its names resolved to existing lookups, its link
 * parsed as Buy parses it, and shop items already listed by the seller or earlier in the file
 * reported as duplicates. `progress` hears the rows checked so far, ROWS_PER_TURN at a time.
 */
export async function checkRows(
  db: Db,
  sellerId: number,
  rows: CsvRow[],
  zip: ZipImages,
  shortLinks: ShortLinkResolver,
  progress: (done: number, total: number) => void = () => {},
): Promise<CheckedRow[]> {
  const lookups = await lookupFinders(db);
  const followed = await followShareLinks(shortLinks, rows);
  const listed = await db
    .select({ link: products.productLink })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  const listedItems = new Set(listed.map(({ link }) => shopItemKey(link)));
  const firstRowOfItem = new Map<string, number>();
  const keysOfProduct = await productImageKeys(db, sellerId, rows);
  const imageProblems = await zipImageProblems(zip);

  const checkRow = ({ row, cells }: CsvRow): CheckedRow => {
    const errors: ImportRowError[] = [];
    const fail = (error: ImportRowError) => {
      if (!errors.some(({ field }) => field === error.field)) errors.push(error);
    };
    const images: ImageSource[] = [];
    for (const entry of listOf(cells.images)) {
      if (entry.startsWith(IMPORT_PRODUCT_IMAGES_PREFIX)) {
        const keys = keysOfProduct.get(Number(entry.slice(IMPORT_PRODUCT_IMAGES_PREFIX.length)));
        if (!keys) fail({ field: 'images', code: 'importImageProduct', params: { value: entry } });
        for (const key of keys ?? []) images.push({ key });
        continue;
      }
      const zipName = zipImageName(entry);
      const problem = imageProblems.get(zipName);
      if (problem) fail(problem);
      else if (!zip.images.has(zipName))
        fail({ field: 'images', code: 'importImageMissing', params: { value: entry } });
      else images.push({ zipName });
    }
    const link = linkOfRow(cells.link, followed);
    if ('failure' in link) fail({ field: 'link', ...link.failure });
    const parsed = productInputSchema.safeParse({
      name: cells.name,
      price: priceOf(cells.price),
      productLink: 'link' in link ? link.link : cells.link,
      description: cells.description,
      colors: listOf(cells.colors),
      sizes: listOf(cells.sizes),
      categories: listOf(cells.categories),
      imageUrls: images.map((image) => ('key' in image ? image.key : image.zipName)),
    });
    for (const issue of parsed.error?.issues ?? []) {
      const field = FIELD_OF_INPUT[issue.path[0] as keyof ProductInput];
      fail({ field, code: messageKeyOf(issue.message) ?? 'validationFailed' });
    }
    const matched: ImportLookupMatch[] = [];
    const resolve = (field: LookupField, names: string[]) => [
      ...new Set(
        names.flatMap((value) => {
          const found = lookups[field](value);
          if (!found) fail({ field, code: 'unknownLookup', params: { value } });
          else if (found.name !== value) matched.push({ field, value, name: found.name });
          return found ? [found.id] : [];
        }),
      ),
    ];
    const colorIds = resolve('colors', listOf(cells.colors));
    const sizeIds = resolve('sizes', listOf(cells.sizes));
    const categoryIds = resolve('categories', listOf(cells.categories));
    const item = 'link' in link ? shopItemKey(link.link.trim()) : undefined;
    if (item && listedItems.has(item)) fail({ field: 'link', code: 'importDuplicateListed' });
    const earlier = item ? firstRowOfItem.get(item) : undefined;
    if (earlier !== undefined) {
      fail({ field: 'link', code: 'importDuplicateRow', params: { row: String(earlier) } });
    } else if (item) {
      firstRowOfItem.set(item, row);
    }
    const name = cells.name.trim();
    const checked = { row, name, errors, ...(matched.length > 0 ? { matched } : {}) };
    if (!parsed.success || errors.length > 0) return checked;
    return { ...checked, product: { input: parsed.data, colorIds, sizeIds, categoryIds, images } };
  };
  const checked: CheckedRow[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_TURN) {
    await nextTurn();
    checked.push(...rows.slice(at, at + ROWS_PER_TURN).map(checkRow));
    progress(checked.length, rows.length);
  }
  return checked;
}
