/** Ranking measures of one query: `ranked` is the search's answer in order, `grades` the judgment. */

/** Share of the relevant products (at most `k` of them, so that 1 is reachable) in the first `k`. */
export function recallAt(
  k: number,
  ranked: readonly number[],
  grades: ReadonlyMap<number, number>,
) {
  const relevant = [...grades.values()].filter((g) => g > 0).length;
  if (relevant === 0) return undefined;
  const found = ranked.slice(0, k).filter((id) => (grades.get(id) ?? 0) > 0).length;
  return found / Math.min(k, relevant);
}

function dcg(gains: readonly number[]): number {
  return gains.reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
}

/** Normalised discounted cumulative gain of the first `k`, graded (gain 2^grade − 1). */
export function ndcgAt(k: number, ranked: readonly number[], grades: ReadonlyMap<number, number>) {
  const ideal = [...grades.values()]
    .filter((g) => g > 0)
    .sort((a, b) => b - a)
    .slice(0, k);
  if (ideal.length === 0) return undefined;
  const actual = ranked.slice(0, k).map((id) => grades.get(id) ?? 0);
  return dcg(actual) / dcg(ideal);
}

/** Share of the first `k` that are relevant (of those shown, when fewer than `k`). */
export function precisionAt(
  k: number,
  ranked: readonly number[],
  grades: ReadonlyMap<number, number>,
) {
  const top = ranked.slice(0, k);
  if (top.length === 0) return undefined;
  return top.filter((id) => (grades.get(id) ?? 0) > 0).length / top.length;
}

/** The mean of the values that are known; undefined when none is. */
export function mean(values: readonly (number | undefined)[]): number | undefined {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length === 0 ? undefined : known.reduce((a, b) => a + b, 0) / known.length;
}
