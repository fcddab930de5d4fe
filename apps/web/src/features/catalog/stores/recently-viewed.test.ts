import { productImageUrls, type Product } from '@curio/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToRecentlyViewed,
  getRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  removeFromRecentlyViewed,
  subscribeToRecentlyViewed,
  toRecentlyViewedEntry,
  type RecentlyViewedEntry,
} from './recently-viewed';

function entry(id: number): RecentlyViewedEntry {
  return {
    id,
    name: `Product ${id}`,
    price: id + 0.5,
    image: `/media/products/k${id}-150.webp`,
    imageUrl: `/media/products/k${id}-600.webp`,
  };
}

const ids = () => getRecentlyViewed().map((item) => item.id);
const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null') as unknown;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recently viewed', () => {
  it('is empty at first', () => {
    expect(getRecentlyViewed()).toEqual([]);
  });

  it('puts the viewed product at the front, under the key recently_viewed', () => {
    addToRecentlyViewed(entry(1));
    addToRecentlyViewed(entry(2));
    addToRecentlyViewed(entry(3));
    expect(ids()).toEqual([3, 2, 1]);
    expect(stored()).toEqual([entry(3), entry(2), entry(1)]);
  });

  it('moves a product viewed again to the front instead of repeating it', () => {
    addToRecentlyViewed(entry(1));
    addToRecentlyViewed(entry(2));
    addToRecentlyViewed(entry(3));
    addToRecentlyViewed({ ...entry(1), price: 99 });
    expect(ids()).toEqual([1, 3, 2]);
    expect(getRecentlyViewed()[0]?.price).toBe(99);
  });

  it('keeps at most 25 products, dropping the oldest', () => {
    for (let id = 1; id <= 30; id++) addToRecentlyViewed(entry(id));
    expect(ids()).toHaveLength(25);
    expect(ids()[0]).toBe(30);
    expect(ids().at(-1)).toBe(6);
  });

  it('removes a product', () => {
    addToRecentlyViewed(entry(1));
    addToRecentlyViewed(entry(2));
    removeFromRecentlyViewed(1);
    expect(ids()).toEqual([2]);
    removeFromRecentlyViewed(42);
    expect(ids()).toEqual([2]);
  });

  it('makes an entry of a product: card image and detail image', () => {
    const images = productImageUrls('abc');
    const product = {
      id: 7,
      name: 'Hoodie',
      price: 21.9,
      imageUrl: images.detail,
      images: [images],
    } as Product;
    expect(toRecentlyViewedEntry(product)).toEqual({
      id: 7,
      name: 'Hoodie',
      price: 21.9,
      image: '/media/products/abc-150.webp',
      imageUrl: '/media/products/abc-600.webp',
    });
  });

  it('only warns when the storage fails to save', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => addToRecentlyViewed(entry(1))).not.toThrow();
    expect(() => removeFromRecentlyViewed(1)).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('only warns when the storage cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError');
    });
    expect(getRecentlyViewed()).toEqual([]);
    expect(() => addToRecentlyViewed(entry(1))).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('only warns about a damaged list, keeping its readable entries', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(getRecentlyViewed()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);

    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([entry(1), { id: 'x' }, entry(2)]));
    expect(ids()).toEqual([1, 2]);
  });

  it('tells subscribers about changes in this tab', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToRecentlyViewed(onChange);
    addToRecentlyViewed(entry(1));
    removeFromRecentlyViewed(1);
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    addToRecentlyViewed(entry(2));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers about changes made in another tab (storage event)', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToRecentlyViewed(onChange);

    // Another tab wrote the list: this tab only gets the storage event.
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([entry(5)]));
    window.dispatchEvent(
      new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY, storageArea: localStorage }),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(ids()).toEqual([5]);

    // Other keys are not ours; a cleared storage (key null) is.
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
