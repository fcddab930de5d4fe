import type { Db } from '../../db/client';
import { findProductsByIds } from '../product-queries';

/**
 * Products as serialised JSON, by id, least recently used dropped first: a page of the catalogue
 * is 50 strings joined, not 50 database rows with their lookups and images read and serialised.
 * A product's entry goes when the product changes; everything goes when a lookup or a seller's
 * public name or picture changes (they appear in every product).
 */
export class ProductJsonCache {
  private readonly entries = new Map<number, string>();
  /** Bumped by every invalidation: a read that started before one must not store what it read. */
  private generation = 0;

  constructor(private readonly capacity: number) {}

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
      if (json === undefined) {
        missing.push(id);
        continue;
      }
      // Refresh its place in the recency order.
      this.entries.delete(id);
      this.entries.set(id, json);
      found.set(id, json);
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
      this.evict();
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  private evict(): void {
    for (const id of this.entries.keys()) {
      if (this.entries.size <= this.capacity) return;
      this.entries.delete(id);
    }
  }
}
