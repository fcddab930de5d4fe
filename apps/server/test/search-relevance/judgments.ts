/**
 * What a shopper would count as a right answer, written over the demo store's structured facts
 * (categories, colours, sizes, seller, the words of the name) and never over what the search
 * answers. A judge gives a product a grade: 0 not relevant, 1 relevant, 2 what the query names.
 */

import type { Language } from '@curio/shared';

/** The facts of one product, as the list call without a search gives them. */
export interface ProductFacts {
  id: number;
  name: string;
  categories: readonly string[];
  colors: readonly string[];
  /**
   * Every name of its categories and of its colours in the five languages, as the store's lookup
   * lists give them (the category Hoodies is also 卫衣, Sudaderas, Kapuzenpullover), folded to
   * lower case.
   */
  categoryNames: readonly string[];
  colorNames: readonly string[];
  sizes: readonly string[];
  seller: string;
}

export type Criterion = (product: ProductFacts) => boolean;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The name holds one of the phrases as whole words (case-insensitive): "tee" is in "Crew Tee"
 * but not in "Steel", "t-shirt" in "Organic Cotton T-Shirt", "ring" not in "Earring".
 */
export function nameHas(...phrases: string[]): Criterion {
  const patterns = phrases.map(
    (phrase) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(phrase)}($|[^\\p{L}\\p{N}])`, 'iu'),
  );
  return (p) => patterns.some((pattern) => pattern.test(p.name));
}

export const category =
  (...names: string[]): Criterion =>
  (p) =>
    names.some((name) => p.categories.includes(name));

export const color =
  (...names: string[]): Criterion =>
  (p) =>
    names.some((name) => p.colors.includes(name));

/** One of the product's categories is called `name` in one of the store's five languages. */
export const categoryCalled =
  (...names: string[]): Criterion =>
  (p) =>
    names.some((name) => p.categoryNames.includes(name.toLowerCase()));

/** One of the product's colours is called `name` in one of the store's five languages. */
export const colorCalled =
  (...names: string[]): Criterion =>
  (p) =>
    names.some((name) => p.colorNames.includes(name.toLowerCase()));

export const size =
  (...names: string[]): Criterion =>
  (p) =>
    names.some((name) => p.sizes.includes(name));

export const seller =
  (username: string): Criterion =>
  (p) =>
    p.seller === username;

export const all =
  (...criteria: Criterion[]): Criterion =>
  (p) =>
    criteria.every((criterion) => criterion(p));

export const any =
  (...criteria: Criterion[]): Criterion =>
  (p) =>
    criteria.some((criterion) => criterion(p));

export const nothing: Criterion = () => false;

export type QueryKind =
  | 'word'
  | 'plural'
  | 'join'
  | 'chinese'
  | 'language'
  | 'typo'
  | 'multi-word'
  | 'colour'
  | 'size'
  | 'seller'
  | 'synonym'
  | 'case-accent'
  | 'nonsense';

export interface JudgedQuery {
  query: string;
  /** The language the shopper types in. */
  language: Language;
  kind: QueryKind;
  /** Grade 1 or more: what a person would accept among the results. */
  relevant: Criterion;
  /** Grade 2: what the query names exactly; it should come first. Defaults to `relevant`. */
  best?: Criterion;
}

export function gradeOf(query: JudgedQuery, product: ProductFacts): number {
  if (!query.relevant(product)) return 0;
  return (query.best ?? query.relevant)(product) ? 2 : 1;
}
