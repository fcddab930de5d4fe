import type { ArtKind } from './art-spec';

/** One family of names inside a category: every adjective × material × item reads naturally. */
export interface NameLine {
  adjectives: readonly string[];
  /** May hold '' for names without a material. */
  materials: readonly string[];
  items: readonly string[];
  /** Opening sentences; `{material}` and `{color}` are filled in (lowercase). */
  pitches: readonly string[];
  /** 'material-first' names read "Suede Chelsea Boots" instead of "Chelsea Suede Boots". */
  order?: 'adjective-first' | 'material-first';
  /** Price range of this line (overrides the category's). */
  price?: readonly [number, number];
  /** Secondary categories that suit this line (overrides the category's). */
  also?: readonly string[];
}

type SizeScheme = 'letters' | 'shoes' | 'one';

export interface CategoryTemplate {
  name: string;
  kind: ArtKind;
  count: number;
  /** Inclusive price range in the store's currency. */
  price: readonly [number, number];
  /** Main colours: the product's image is drawn in its main colour. */
  mainColors: readonly string[];
  /** Materials that only come in some main colours ('Sterling Silver' → ['Silver']). */
  materialColors?: Readonly<Record<string, readonly string[]>>;
  /** Further colours a product may come in. */
  extraColors: readonly string[];
  sizes: SizeScheme;
  also: readonly string[];
  /** The seller (0–2) who mostly lists this category. */
  seller: 0 | 1 | 2;
  lines: readonly NameLine[];
  /** Middle sentences about the category's make and details. */
  details: readonly string[];
  /** Closing sentences: fit, care, what is in the box. */
  closers: readonly string[];
}
