import type { DemoCatalog } from './catalog';

/** What a demo product image shows; products with the same spec share one rendered image. */
export const ART_KINDS = [
  'tshirt',
  'hoodie',
  'jacket',
  'pants',
  'sneaker',
  'bag',
  'backpack',
  'cap',
  'watch',
  'jewelry',
  'sunglasses',
  'headphones',
  'wallet',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** 0: front shot on a light studio backdrop; 1: angled on a two-tone set; 2: close-up on a tinted backdrop. */
export type ArtVariant = 0 | 1 | 2;

export interface ProductArtSpec {
  kind: ArtKind;
  /** `#rrggbb`, lowercase. */
  color: string;
  variant: ArtVariant;
}

/** A stable string naming a spec, e.g. `tshirt-ffffff-0`. */
export function artSpecKey(spec: ProductArtSpec): string {
  return `${spec.kind}-${spec.color.replace('#', '').toLowerCase()}-${spec.variant}`;
}

/** Every spec the catalogue uses, once, in order of first use. */
export function distinctArtSpecs(catalog: Pick<DemoCatalog, 'products'>): ProductArtSpec[] {
  const seen = new Map<string, ProductArtSpec>();
  for (const product of catalog.products) {
    for (const spec of product.images) {
      const key = artSpecKey(spec);
      if (!seen.has(key)) seen.set(key, spec);
    }
  }
  return [...seen.values()];
}
