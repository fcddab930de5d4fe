import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { findProductsByIds } from '../product-queries';

/**
 * Products as serialised JSON, by id, least recently used dropped first: a page of the catalogue
 * is 50 strings joined, not 50 database rows with their lookups and images read and serialised.
 * A product's entry goes when the product changes; everything goes when a lookup or a seller's
 * public name or picture changes (they appear in every product).
 */
export class ProductJsonCache {
  private readonly entries: LRUCache<number, string>;
  /** Bumped by every invalidation: a read that started before one must not store what it read. */
  private generation = 0;

  /** At most `capacity` products and `maxChars` characters of JSON. */
  constructor(capacity: number, maxChars: number) {
    this.entries = new LRUCache({
      max: capacity,
      maxSize: maxChars,
      sizeCalculation: (json) => Math.max(1, json.length),
    });
  }

  forget(ids: Iterable<number>): void {
    this.generation++;
    for (const id of ids) this.entries.delete(id);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The products' JSON in the order of `ids`; ids that no longer exist are left out. */
  async get(db: Db, ids: number[]): Promise<string[]> {
    const found = new Map<number, string>();
    const missing: number[] = [];
    for (const id of ids) {
      const json = this.entries.get(id);
      if (json === undefined) missing.push(id);
      else found.set(id, json);
    }
    if (missing.length > 0) {
      const generation = this.generation;
      const products = await findProductsByIds(db, missing);
      const current = generation === this.generation;
      for (const product of products) {
        const json = JSON.stringify(product);
        found.set(product.id, json);
        if (current) this.entries.set(product.id, json);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}
