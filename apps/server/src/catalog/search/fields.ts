/** The searched fields, most telling first: a match in an earlier field ranks higher. */
export const FIELDS = ['name', 'category', 'color', 'size', 'seller', 'description'] as const;
export type Field = (typeof FIELDS)[number];

/** Fields whose texts are lookups (a rename changes no product), with their products' bits. */
export type LookupField = 'category' | 'color' | 'size' | 'seller';
export const LOOKUP_FIELDS: readonly LookupField[] = ['category', 'color', 'size', 'seller'];

/** How a query word met a product, best first. */
const MATCH_KINDS = ['exact', 'prefix', 'synonym', 'typo'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** The rank of a match: kind first, then field; lower is better. */
export function rankOf(kind: MatchKind, field: Field): number {
  return MATCH_KINDS.indexOf(kind) * FIELDS.length + FIELDS.indexOf(field);
}

/** Whether a match of this rank is in a product's description (the weakest evidence). */
export function inDescription(rank: number): boolean {
  return FIELDS[rank % FIELDS.length] === 'description';
}
