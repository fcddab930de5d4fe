/**
 * A category, colour or size name as the import and bulk actions compare it: NFKC (full-width
 * letters and digits become ASCII) and case-folded. Upper then lower case folds what a lower case
 * alone keeps apart (ß and SS, final and medial sigma).
 */
export function lookupNameKey(name: string): string {
  return name.normalize('NFKC').trim().toUpperCase().toLowerCase();
}
