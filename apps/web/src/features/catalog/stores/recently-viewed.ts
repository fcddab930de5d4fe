import { LIMITS, type Product } from '@curio/shared';

/**
 * The recently viewed list (storefront §3, §4), kept in localStorage under `recently_viewed`,
 * newest first and capped at 25. Changes reach this tab through a custom event and other tabs
 * through the `storage` event. Storage failures (private mode, quota, bad JSON) only log a warning.
 */
export const RECENTLY_VIEWED_KEY = 'recently_viewed';
const RECENTLY_VIEWED_EVENT = 'curio:recently-viewed-change';

export interface RecentlyViewedEntry {
  id: number;
  name: string;
  price: number;
  /** The card image (150 px). */
  image: string | null;
  /** The detail image (600 px). */
  imageUrl: string | null;
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** An entry as stored (checked by hand: zod stays out of the first page's JavaScript). */
function isEntry(item: unknown): item is RecentlyViewedEntry {
  if (typeof item !== 'object' || item === null) return false;
  const entry = item as Record<string, unknown>;
  return (
    Number.isInteger(entry.id) &&
    typeof entry.name === 'string' &&
    typeof entry.price === 'number' &&
    Number.isFinite(entry.price) &&
    isTextOrNull(entry.image) &&
    isTextOrNull(entry.imageUrl)
  );
}

function toEntry(item: RecentlyViewedEntry): RecentlyViewedEntry {
  const { id, name, price, image, imageUrl } = item;
  return { id, name, price, image, imageUrl };
}

/** The empty list, one instance: the server's snapshot equals the browser's when nothing is kept. */
export const NO_RECENTLY_VIEWED: readonly RecentlyViewedEntry[] = Object.freeze([]);
const EMPTY = NO_RECENTLY_VIEWED;

function warn(action: string, error: unknown): void {
  console.warn(`Recently viewed: could not ${action}.`, error);
}

/** Reads happen on every render: a storage that keeps failing is reported once, not each time. */
let readFailing = false;

function readRaw(): string | null {
  try {
    const raw = localStorage.getItem(RECENTLY_VIEWED_KEY);
    readFailing = false;
    return raw;
  } catch (error) {
    if (!readFailing) warn('read the list', error);
    readFailing = true;
    return null;
  }
}

function parse(raw: string | null): readonly RecentlyViewedEntry[] {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) throw new Error('not a list');
    // Keep the readable entries of an older or damaged list rather than dropping everything.
    return data.flatMap((item: unknown) => (isEntry(item) ? [toEntry(item)] : []));
  } catch (error) {
    warn('read the list', error);
    return EMPTY;
  }
}

let cache: { raw: string | null; entries: readonly RecentlyViewedEntry[] } | undefined;

/** The list, newest first. The same array is returned while the stored list is unchanged. */
export function getRecentlyViewed(): readonly RecentlyViewedEntry[] {
  const raw = readRaw();
  if (cache?.raw !== raw) cache = { raw, entries: parse(raw) };
  return cache.entries;
}

function write(entries: readonly RecentlyViewedEntry[]): void {
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(entries));
  } catch (error) {
    warn('save the list', error);
    return;
  }
  window.dispatchEvent(new Event(RECENTLY_VIEWED_EVENT));
}

export function toRecentlyViewedEntry(product: Product): RecentlyViewedEntry {
  const image = product.images[0];
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: image?.card ?? null,
    imageUrl: image?.detail ?? product.imageUrl,
  };
}

/** Puts a product at the front of the list (moving it there if it was already in it). */
export function addToRecentlyViewed(entry: RecentlyViewedEntry): void {
  const rest = getRecentlyViewed().filter((item) => item.id !== entry.id);
  write([entry, ...rest].slice(0, LIMITS.recentlyViewedCap));
}

/** Removes a product, e.g. after it was deleted or its page answered 404. */
export function removeFromRecentlyViewed(id: number): void {
  const entries = getRecentlyViewed();
  if (entries.some((item) => item.id === id)) write(entries.filter((item) => item.id !== id));
}

/** Calls `onChange` when the list changes in this tab or in another one; returns the unsubscribe. */
export function subscribeToRecentlyViewed(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(RECENTLY_VIEWED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(RECENTLY_VIEWED_EVENT, onChange);
  };
}
