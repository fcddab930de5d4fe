import type lighthouse from 'lighthouse';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface Failure {
  category: string;
  id: string;
  title: string;
  details: string[];
}

/** A short line per item of an audit's details table: whatever text or node it names. */
function detailLines(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) =>
    Object.values(item)
      .map((value) => {
        if (typeof value === 'string' || typeof value === 'number') return String(value);
        const node = value as { snippet?: string; selector?: string; url?: string } | null;
        return node?.snippet ?? node?.selector ?? node?.url ?? '';
      })
      .filter(Boolean)
      .join(' | ')
      .slice(0, 240),
  );
}

/** The audits that lower the given categories' scores: weighted, scored and below 1. */
export function failingAudits(lhr: Result, categories: readonly string[]): Failure[] {
  const found: Failure[] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      found.push({
        category,
        id: ref.id,
        title: audit.title,
        details: detailLines(audit.details),
      });
    }
  }
  return found;
}
