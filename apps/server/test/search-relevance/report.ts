import { LANGUAGES, type Language } from '@curio/shared';
import type { QueryKind } from './judgments';
import { mean } from './metrics';

/** One query's outcome. Measures are undefined where they mean nothing (no relevant product). */
export interface QueryScore {
  query: string;
  language: Language;
  kind: QueryKind;
  relevant: number;
  found: number;
  recall50: number | undefined;
  ndcg10: number | undefined;
  precision50: number | undefined;
}

export interface SuiteScore {
  recall50: number;
  ndcg10: number;
  /** Share of the first 50 shown that are relevant: what the search shows that it should not. */
  precision50: number;
  /** Share of the queries that should find nothing and did. */
  emptyWhenExpected: number;
}

export function suiteScore(scores: readonly QueryScore[]): SuiteScore {
  const empty = scores.filter((s) => s.relevant === 0);
  return {
    recall50: mean(scores.map((s) => s.recall50)) ?? 0,
    ndcg10: mean(scores.map((s) => s.ndcg10)) ?? 0,
    precision50: mean(scores.map((s) => s.precision50)) ?? 0,
    emptyWhenExpected: empty.filter((s) => s.found === 0).length / Math.max(1, empty.length),
  };
}

/** Terminal columns of a text: Chinese and full-width letters take two. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/u;
const columns = (text: string) =>
  Array.from(text).reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);
const pad = (text: string, n: number) => text + ' '.repeat(Math.max(0, n - columns(text)));

const cell = (value: number | undefined) => (value === undefined ? '   -' : value.toFixed(2));

/** The suite's scores of the queries in each language. */
export function scoresByLanguage(scores: readonly QueryScore[]) {
  return LANGUAGES.map((language) => {
    const of = scores.filter((s) => s.language === language);
    const score = suiteScore(of);
    const empty = of.some((s) => s.relevant === 0) ? score.emptyWhenExpected : undefined;
    return { language, queries: of.length, ...score, emptyWhenExpected: empty };
  });
}

/** The per-query table, the averages per kind of query, per language and overall, as text. */
export function formatReport(scores: readonly QueryScore[]): string {
  const width = Math.max(...scores.map((s) => columns(s.query)), 5);
  const lines = [
    `${pad('query', width)}  lang  ${pad('kind', 11)}  relevant  found  R@50  nDCG@10  P@50`,
    ...scores.map(
      (s) =>
        `${pad(s.query, width)}  ${pad(s.language, 4)}  ${pad(s.kind, 11)}  ${String(s.relevant).padStart(8)}  ` +
        `${String(s.found).padStart(5)}  ${cell(s.recall50)}  ${cell(s.ndcg10).padStart(7)}  ${cell(s.precision50)}`,
    ),
    '',
    `${pad('kind', 11)}  queries  R@50  nDCG@10  P@50`,
  ];
  const kinds = [...new Set(scores.map((s) => s.kind))];
  for (const kind of kinds) {
    const of = scores.filter((s) => s.kind === kind);
    lines.push(
      `${pad(kind, 11)}  ${String(of.length).padStart(7)}  ${cell(mean(of.map((s) => s.recall50)))}  ` +
        `${cell(mean(of.map((s) => s.ndcg10))).padStart(7)}  ${cell(mean(of.map((s) => s.precision50)))}`,
    );
  }
  lines.push('', 'lang  queries  R@50  nDCG@10  P@50  empty when expected');
  for (const of of scoresByLanguage(scores)) {
    lines.push(
      `${pad(of.language, 4)}  ${String(of.queries).padStart(7)}  ${cell(of.recall50)}  ` +
        `${cell(of.ndcg10).padStart(7)}  ${cell(of.precision50)}  ${cell(of.emptyWhenExpected)}`,
    );
  }
  const total = suiteScore(scores);
  lines.push(
    '',
    `${scores.length} queries: recall@50 ${total.recall50.toFixed(3)}, nDCG@10 ${total.ndcg10.toFixed(3)}, ` +
      `precision@50 ${total.precision50.toFixed(3)}, ` +
      `empty when expected ${total.emptyWhenExpected.toFixed(3)}`,
  );
  return lines.join('\n');
}
