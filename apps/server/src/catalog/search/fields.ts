/** The searched fields, most telling first: a match in an earlier field ranks higher. */
export const FIELDS = ['name', 'category', 'color', 'size', 'seller', 'description'] as const;
export type Field = (typeof FIELDS)[number];

/** Fields whose texts are lookups (a rename changes no product), with their products' bits. */
export type LookupField = 'category' | 'color' | 'size' | 'seller';
export const LOOKUP_FIELDS: readonly LookupField[] = ['category', 'color', 'size', 'seller'];

/** How a query word met a product, best first. */
const MATCH_KINDS = ['exact', 'synonym', 'prefix', 'typo'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/**
 * Description matches rank after every other match, whatever their kind: a word a description
 * mentions ("keeps your earbuds") says less than any match in a name or a lookup. The gap keeps
 * it so for a query's sum of ranks too (a query has far fewer than 40 words).
 */
const DESCRIPTION_RANK = 1000;

/** The rank of a match: kind first, then field, descriptions last; lower is better. */
export function rankOf(kind: MatchKind, field: Field): number {
  const kindAt = MATCH_KINDS.indexOf(kind);
  if (field === 'description') return DESCRIPTION_RANK + kindAt;
  return kindAt * FIELDS.length + FIELDS.indexOf(field);
}

/** Whether a match of this rank is in a product's description (the weakest evidence). */
export function inDescription(rank: number): boolean {
  return rank >= DESCRIPTION_RANK;
}
