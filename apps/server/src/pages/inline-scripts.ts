import { createHash } from 'node:crypto';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';

type ParentNode = DefaultTreeAdapterMap['parentNode'];

const sourceOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Each inline script of a rendered page as a CSP source (`'sha256-…'`), read by an HTML parser:
 * the scripts React Router and the app write, including those held in `<noscript>` until the
 * first paint (parsed as a browser without scripting would, so that their contents are elements).
 * Scripts with `src` need none; the same text twice is one source.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  const visit = (parent: ParentNode) => {
    for (const node of defaultTreeAdapter.getChildNodes(parent)) {
      if (!defaultTreeAdapter.isElementNode(node)) continue;
      const hasSource = node.attrs.some((attr) => attr.name === 'src');
      if (node.tagName === 'script' && !hasSource) {
        const text = node.childNodes
          .map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : ''))
          .join('');
        if (text !== '') sources.add(sourceOf(text));
      }
      visit('content' in node ? node.content : node);
    }
  };
  visit(parse(html, { scriptingEnabled: false }));
  return [...sources];
}
