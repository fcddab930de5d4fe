import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks } from './helpers/markdown-links';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The repository's documentation: the README, the benchmarks and everything under docs/. */
const documents = [
  'README.md',
  'BENCHMARKS.md',
  'bench/README.md',
  ...readdirSync(join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .map((path) => join('docs', path)),
];

describe('documentation links', () => {
  it('covers the README, the specification, the architecture and the decisions', () => {
    expect(documents).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/architecture.md',
        'docs/spec/storefront.md',
        'docs/spec/accounts-and-admin.md',
        'docs/decisions/001-stack.md',
        'docs/security.md',
      ]),
    );
  });

  it.each(documents)('%s links only to files and headings inside the repository', (document) => {
    expect(brokenLinks(join(repoRoot, document), repoRoot)).toEqual([]);
  });
});

describe('the link check', () => {
  const root = mkdtempSync(join(tmpdir(), 'curio-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'repo', 'docs'), { recursive: true });
  writeFileSync(join(root, 'outside.md'), '# Outside\n');
  writeFileSync(join(root, 'repo', 'docs', 'guide.md'), '# Guide\n\n## Run it\n');
  const readme = join(root, 'repo', 'README.md');
  writeFileSync(
    readme,
    [
      '# Readme',
      '',
      '[fine](docs/guide.md#run-it) [folder](docs) [here](#readme) [web](https://example.com)',
      '[gone](docs/missing.md)',
      '[heading](docs/guide.md#test-it)',
      '[up](../outside.md)',
      '![image](/docs/logo.png)',
      '',
      '[ref]: #nowhere',
      '',
    ].join('\n'),
  );

  it('names every link that does not resolve inside the repository, with its line', () => {
    expect(brokenLinks(readme, join(root, 'repo'))).toEqual([
      'README.md:4 docs/missing.md — points at nothing',
      'README.md:5 docs/guide.md#test-it — has no heading #test-it',
      'README.md:6 ../outside.md — points outside the repository',
      'README.md:7 /docs/logo.png — points at nothing',
      'README.md:9 #nowhere — has no heading #nowhere',
    ]);
  });
});
