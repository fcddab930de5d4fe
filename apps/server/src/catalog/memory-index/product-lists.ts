const EMPTY: readonly number[] = [];

/**
 * A short list of non-negative numbers per product (its categories, its description's terms…) in
 * one typed array, each list ended by -1: a million products' lists cost a few MB, where as many
 * JS arrays cost tens. A changed list is written anew at the end; the space of the old one is
 * reclaimed when the array is full.
 */
export class ProductLists {
  private pool = new Int32Array(1024);
  private used = 0;
  private live = 0;
  private at = new Int32Array(32).fill(-1);

  get(id: number): readonly number[] {
    const start = this.at[id] ?? -1;
    if (start < 0) return EMPTY;
    const list: number[] = [];
    for (let i = start; this.pool[i]! >= 0; i++) list.push(this.pool[i]!);
    return list;
  }

  set(id: number, list: readonly number[]): void {
    this.delete(id);
    if (list.length === 0) return;
    if (id >= this.at.length) {
      const grown = new Int32Array(Math.max(id + 1, this.at.length * 2)).fill(-1);
      grown.set(this.at);
      this.at = grown;
    }
    if (this.used + list.length + 1 > this.pool.length) this.compact(list.length + 1);
    this.at[id] = this.used;
    for (const value of list) this.pool[this.used++] = value;
    this.pool[this.used++] = -1;
    this.live += list.length + 1;
  }

  delete(id: number): void {
    const start = this.at[id] ?? -1;
    if (start < 0) return;
    let end = start;
    while (this.pool[end]! >= 0) end++;
    this.live -= end - start + 1;
    this.at[id] = -1;
  }

  /** Frees the spare space (after a build: the next change makes room again). */
  trim(): void {
    this.compact(0, 0);
  }

  /** Drops the space of replaced lists, with `spare` more room than needed. */
  private compact(room: number, spare = 0.5): void {
    const next = new Int32Array(Math.max(1024, Math.ceil((this.live + room) * (1 + spare))));
    let used = 0;
    for (let id = 0; id < this.at.length; id++) {
      const start = this.at[id]!;
      if (start < 0) continue;
      this.at[id] = used;
      for (let i = start; this.pool[i]! >= 0; i++) next[used++] = this.pool[i]!;
      next[used++] = -1;
    }
    this.pool = next;
    this.used = used;
  }
}
