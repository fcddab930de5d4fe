import { analyse, indexTokens } from '@curio/shared';
import type { Bits } from '../memory-index/bitset';
import { FIELDS, type Field, LOOKUP_FIELDS, type LookupField } from './fields';
import { GapPostingLists } from './gap-posting-lists';
import { TermDictionary } from './term-dictionary';

/** Distinct description terms indexed per product: enough to find it, bounded in memory. */
const DESCRIPTION_TERMS = 12;

export interface NamedLookup {
  id: number;
  name: string;
  /** The name in other languages, found as well. */
  otherNames?: string[] | undefined;
}

/** The products of some lookups (categories, colours…) as one set. */
export type LookupBits = (field: LookupField, lookupIds: number[]) => Bits;

/**
 * The text side of the catalogue index: the terms of product names and descriptions with their
 * products, and the terms of lookup names with their lookups (whose products the catalogue
 * index knows as bit sets, so a renamed colour needs no product reindexed).
 */
export class TextIndex {
  readonly dictionary = new TermDictionary();
  /** Gap-encoded: about a third of the memory of 32-bit ids. */
  private readonly names = new GapPostingLists();
  private readonly descriptions = new GapPostingLists();
  private readonly lookupTerms = new Map<LookupField, Map<number, number[]>>();

  constructor(private readonly lookupBits: LookupBits) {}

  private intern(text: string, start: number, end: number, term: string): number {
    return (
      this.dictionary.idOf(term) ??
      this.dictionary.intern(term, text.slice(start, end).toLowerCase())
    );
  }

  addProduct(id: number, name: string, description: string): void {
    for (const token of indexTokens(name)) {
      this.names.add(this.intern(name, token.start, token.end, token.term), id);
    }
    const terms = new Set<number>();
    for (const token of analyse(description)) {
      if (terms.size === DESCRIPTION_TERMS) break;
      terms.add(this.intern(description, token.start, token.end, token.term));
    }
    for (const term of terms) this.descriptions.add(term, id);
  }

  /**
   * Forgets the names and descriptions of the products in `gone`: one pass over every list,
   * rather than keeping each product's terms (as much memory as the lists).
   */
  removeProducts(gone: Bits): void {
    this.names.removeAll(gone);
    this.descriptions.removeAll(gone);
  }

  /** Frees the room the lists kept to grow (after a build). */
  trim(): void {
    this.names.trim();
    this.descriptions.trim();
    this.dictionary.trim();
  }

  setLookups(field: LookupField, lookups: NamedLookup[]): void {
    const terms = new Map<number, number[]>();
    for (const lookup of lookups) {
      for (const text of [lookup.name, ...(lookup.otherNames ?? [])]) {
        for (const token of indexTokens(text)) {
          const term = this.intern(text, token.start, token.end, token.term);
          const ids = terms.get(term);
          if (!ids) terms.set(term, [lookup.id]);
          else if (!ids.includes(lookup.id)) ids.push(lookup.id);
        }
      }
    }
    this.lookupTerms.set(field, terms);
  }

  /**
   * The products holding any of the terms, per field (undefined: none there). Only terms the
   * dictionary knows are passed.
   */
  productsWith(terms: number[], fields: readonly Field[], empty: () => Bits): (Bits | undefined)[] {
    return FIELDS.map((field) => {
      if (!fields.includes(field)) return undefined;
      if (field === 'name' || field === 'description') {
        const lists = field === 'name' ? this.names : this.descriptions;
        let bits: Bits | undefined;
        for (const term of terms) {
          if (!lists.has(term)) continue;
          bits ??= empty();
          lists.addTo(bits, term);
        }
        return bits;
      }
      const lookups = new Set<number>();
      const byTerm = this.lookupTerms.get(field);
      for (const term of terms) for (const id of byTerm?.get(term) ?? []) lookups.add(id);
      return lookups.size > 0 ? this.lookupBits(field, [...lookups]) : undefined;
    });
  }

  /** How many products' names and descriptions hold the term. */
  uses(term: number): number {
    return this.names.count(term) + this.descriptions.count(term);
  }

  /** Whether any product or lookup holds the term (a dictionary term may have outlived them). */
  isUsed(term: number): boolean {
    if (this.names.has(term) || this.descriptions.has(term)) return true;
    return LOOKUP_FIELDS.some((field) => this.lookupTerms.get(field)?.has(term) === true);
  }
}
