import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every user-visible text goes through i18next: this reads every component and fails on text
 * written straight into the markup (JSX text, string literals in JSX, and in the props that
 * browsers show or read aloud) and on literal toast messages.
 */
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx', '!../testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Props whose value a person sees or hears. */
const TEXT_PROPS = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
]);

/**
 * Letters of any script: punctuation, digits and symbols alone are not language, nor is an
 * example address (the shop link field's placeholder).
 */
const hasWords = (text: string) => /\p{L}/u.test(text) && !/^https?:\/\/\S+$/.test(text);

type Finding = { file: string; line: number; text: string };

function findUntranslated(file: string, code: string): Finding[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (!hasWords(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    findings.push({ file, line: line + 1, text: trimmed });
  };
  const literalText = (node: ts.Node | undefined): string | undefined =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : undefined;

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    // {'text'} as a child of an element.
    if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      const text = literalText(node.expression);
      if (text !== undefined) report(node, text);
    }
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source))) {
      const value = node.initializer;
      const text =
        literalText(value) ??
        (value && ts.isJsxExpression(value) ? literalText(value.expression) : undefined);
      if (text !== undefined) report(node, text);
    }
    // toast('…'), toast.error('…'), toast.success('…')
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      if (/^toast(\.\w+)?$/.test(callee)) {
        const text = literalText(node.arguments[0]);
        if (text !== undefined) report(node, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('user-visible text', () => {
  it('reads the components (the check has something to check)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('finds text written into markup (the check can fail)', () => {
    const code = `export const A = () => (
      <p title="Hello" aria-label={'Close'}>Welcome {name} <b>{'back'}</b>{toast.error('Oops')}</p>
    );`;
    expect(findUntranslated('example.tsx', code).map((finding) => finding.text)).toEqual([
      'Hello',
      'Close',
      'Welcome',
      'back',
      'Oops',
    ]);
    expect(findUntranslated('example.tsx', '<p alt="" title={t("x")}>{count} · 2</p>')).toEqual([]);
  });

  it('is all translated: no text outside i18next in any component', () => {
    const findings = Object.entries(sources).flatMap(([path, code]) =>
      findUntranslated(path.replace(/^\.\.\//, ''), code),
    );
    expect(findings).toEqual([]);
  });
});
