import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative } from 'node:path';
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

const parse = (file: string) => fromMarkdown(readFileSync(file, 'utf8'));

/** The anchors GitHub gives a document's headings (`## Run it` → `#run-it`). */
function headingAnchors(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  visit(parse(file), 'heading', (heading) => {
    anchors.add(slugger.slug(toString(heading)));
  });
  return anchors;
}

/** Why a link of `file` does not resolve inside `root`, or undefined when it does. */
function linkProblem(file: string, root: string, url: string): string | undefined {
  // Addresses with a scheme (https:, mailto:) are not files of the repository.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined;
  const [pathPart = '', anchor] = url.split('#');
  const path = decodeURIComponent(pathPart);
  // As on GitHub: relative to the file, or to the repository's root when it starts with a slash.
  const target = path === '' ? file : join(path.startsWith('/') ? root : dirname(file), path);
  const inside = relative(root, target);
  if (inside.startsWith('..') || isAbsolute(inside)) return 'points outside the repository';
  if (!existsSync(target)) return 'points at nothing';
  if (anchor && extname(target) === '.md' && statSync(target).isFile()) {
    if (!headingAnchors(target).has(anchor)) return `has no heading #${anchor}`;
  }
  return undefined;
}

/**
 * Every link, image and link definition of a markdown file that does not resolve to a file,
 * folder or heading inside `root`, as `file:line url — why`.
 */
export function brokenLinks(file: string, root: string): string[] {
  const problems: string[] = [];
  visit(parse(file), ['link', 'image', 'definition'], (node) => {
    if (!('url' in node) || typeof node.url !== 'string') return;
    const problem = linkProblem(file, root, node.url);
    const line = node.position?.start.line ?? 0;
    if (problem) problems.push(`${relative(root, file)}:${line} ${node.url} — ${problem}`);
  });
  return problems;
}
