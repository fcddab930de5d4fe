/** The products of one term, ascending, in a typed array with spare room at the end. */
interface Postings {
  ids: Int32Array;
  count: number;
}

/**
 * An inverted index: for each term id, the ids of the products holding it, sorted. New products
 * mostly have the highest ids, so an insert is usually an append.
 */
export class PostingLists {
  private readonly lists = new Map<number, Postings>();

  add(term: number, id: number): void {
    let list = this.lists.get(term);
    if (!list) {
      list = { ids: new Int32Array(2), count: 0 };
      this.lists.set(term, list);
    }
    if (list.count === list.ids.length) {
      const grown = new Int32Array(list.ids.length * 2);
      grown.set(list.ids);
      list.ids = grown;
    }
    let at = list.count;
    if (at > 0 && list.ids[at - 1]! >= id) {
      at = positionOf(list, id);
      if (list.ids[at] === id) return;
      list.ids.copyWithin(at + 1, at, list.count);
    }
    list.ids[at] = id;
    list.count++;
  }

  remove(term: number, id: number): void {
    const list = this.lists.get(term);
    if (!list) return;
    const at = positionOf(list, id);
    if (list.ids[at] !== id || at >= list.count) return;
    list.ids.copyWithin(at, at + 1, list.count);
    list.count--;
    if (list.count === 0) this.lists.delete(term);
  }

  /** How many products hold the term. */
  count(term: number): number {
    return this.lists.get(term)?.count ?? 0;
  }

  has(term: number): boolean {
    return this.lists.has(term);
  }

  /** Sets the bit of every product holding the term; whether there was any. */
  addTo(bits: Uint32Array, term: number): boolean {
    const list = this.lists.get(term);
    if (!list) return false;
    const ids = list.ids;
    for (let i = 0; i < list.count; i++) {
      const id = ids[i]!;
      bits[id >>> 5]! |= 1 << (id & 31);
    }
    return true;
  }
}

function positionOf(list: Postings, id: number): number {
  let low = 0;
  let high = list.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list.ids[middle]! < id) low = middle + 1;
    else high = middle;
  }
  return low;
}
