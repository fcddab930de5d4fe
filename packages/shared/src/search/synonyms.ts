/**
 * A synonym rule of the search, as an admin writes it. With `mapsTo` null every term means the
 * same as every other ("tee, t-shirt"); otherwise each term also finds the `mapsTo` terms, not the
 * other way round ("卫衣 => hoodie").
 */
export interface SynonymRule {
  terms: string[];
  mapsTo: string[] | null;
}

/** A rule as one line, as the admin panel and the audit log show it: "tee, t-shirt", "卫衣 → hoodie". */
export function synonymRuleText(rule: SynonymRule): string {
  const terms = rule.terms.join(', ');
  return rule.mapsTo ? `${terms} → ${rule.mapsTo.join(', ')}` : terms;
}
