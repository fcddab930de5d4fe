import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Vitest normally gives every test file a module graph of its own: each file imports the whole
 * app again (about 1.4 s for a server file). Files that leave modules and globals as they found
 * them share one graph per worker instead (`isolate: false`); a file that replaces a module or a
 * global (or imports a helper that does) keeps a graph of its own, so nothing it replaces leaks
 * into the files after it. The rule reads the files, so a new test file finds its place itself.
 */
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;
const TEST_FILE = /\.test\.tsx?$/;
const SOURCE_FILE = /\.tsx?$/;

function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (path) => SOURCE_FILE.test(path) && !path.split('/').includes('node_modules'),
  );
}

/** The test files under `root` (relative to it): those that replace a module or a global, the rest. */
function testFilesByIsolation(root: string): { replacing: string[]; sharing: string[] } {
  const files = sourceFiles(root);
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const helpers = files
    .filter((path) => !TEST_FILE.test(path) && REPLACES.test(read(path)))
    .map((path) => `/${basename(path).replace(SOURCE_FILE, '')}'`);
  const replacing: string[] = [];
  const sharing: string[] = [];
  for (const path of files.filter((file) => TEST_FILE.test(file))) {
    const text = read(path);
    const replaces = REPLACES.test(text) || helpers.some((helper) => text.includes(helper));
    (replaces ? replacing : sharing).push(path);
  }
  return { replacing, sharing };
}

/**
 * The project of the config file in `root` as two: `name` for the files that share a module graph
 * per worker, `name-isolated` for those that replace modules or globals.
 */
export function projectsByIsolation(root: string, config: string, name: string) {
  const { replacing, sharing } = testFilesByIsolation(root);
  // The config's own include and exclude stay (a project's lists add to them): each project
  // leaves out the other's files.
  const project = (overrides: TestProjectInlineConfiguration['test']) =>
    ({ extends: `${root}/${config}`, root, test: overrides }) as TestProjectInlineConfiguration;
  return [
    project({ name, isolate: false, exclude: [...configDefaults.exclude, ...replacing] }),
    project({ name: `${name}-isolated`, exclude: [...configDefaults.exclude, ...sharing] }),
  ];
}
