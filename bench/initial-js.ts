/**
 * The JavaScript a first visit downloads before the page is interactive, gzipped, for every public
 * route of the demo store or the paths given: Chromium (375 px, nothing cached,
 * service workers blocked so the shell precache is not counted) loads the page, and every script
 * response up to the load event and network idle (no request for 500 ms) is compressed with
 * gzip -9, to count what a CDN would send. Beside it, the scripts the HTML itself names
 * (`<script src>` and `<link rel="modulepreload">`), fetched and gzipped the same way: what the
 * page needs before it can hydrate, without what it loads on its own afterwards.
 *
 *   npx tsx bench/initial-js.ts [--all] [--only home,product,…] [--json out.json] [/ /products/1 …]
 *   (npm run build first)
 *
 * --all lists every script of each page instead of the four largest. Exits with 1 when a page
 * could not be measured, never on a size.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { readArgs, runScript } from './lib/args';
import { requireBuild, startDemoStore } from './lib/demo-store';
import { pickRoutes, resolvePublicRoutes, statusOf, type PublicRoute } from './lib/public-routes';
import { freePort } from './lib/server-build';
import { gzipped, kib } from './lib/sizes';

/** The budget per public route (decision 022): React and its router stay in the browser. */
const TARGET_KIB = 175;
const IDLE_TIMEOUT_MS = 30_000;

interface Options {
  all: boolean;
  only: string | undefined;
  json: string | undefined;
  paths: string[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = { all: false, only: undefined, json: undefined, paths: [] };
  readArgs(argv, (arg, value) => {
    if (arg === '--all') options.all = true;
    else if (arg === '--only') options.only = value();
    else if (arg === '--json') options.json = value();
    else if (arg.startsWith('/')) options.paths.push(arg);
    else throw new Error(`unknown argument ${arg}`);
  });
  return options;
}

/** Each script response of a first visit (path → gzip -9 bytes), until load and network idle. */
async function scriptsOfVisit(
  browser: Browser,
  url: string,
): Promise<{ scripts: Map<string, number>; idle: boolean }> {
  // A new context: nothing cached, no service worker.
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      pending.push(
        response.body().then(
          (body) => void scripts.set(path, gzipped(body)),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    const idle = await page
      .waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    await Promise.all(pending);
    return { scripts, idle };
  } finally {
    await context.close();
  }
}

/**
 * The scripts the HTML names: `<script src>`, `<link rel="modulepreload">` and the `.js` modules
 * an inline script imports (`import("/assets/entry….js")`); path → gzip bytes.
 */
async function scriptsOfHtml(base: string, path: string): Promise<Map<string, number>> {
  const html = await (await fetch(base + path, { headers: { accept: 'text/html' } })).text();
  const sources = new Set<string>();
  const add = (source: string | undefined) => {
    if (source) sources.add(new URL(source.replaceAll('&amp;', '&'), base + path).href);
  };
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src) add(src);
    else if (!/type=["']?application\/(ld\+)?json/i.test(attributes))
      for (const [, module] of body.matchAll(/["'](\/[^"'\s]+\.m?js)["']/g)) add(module);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? [])
    if (/\brel=["']?modulepreload\b/i.test(tag)) add(/\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1]);
  const sizes = new Map<string, number>();
  for (const source of sources) {
    const reply = await fetch(source);
    if (!reply.ok) throw new Error(`${source} (named by the HTML of ${path}): ${reply.status}`);
    sizes.set(new URL(source).pathname, gzipped(Buffer.from(await reply.arrayBuffer())));
  }
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  requireBuild();
  const store = await startDemoStore(await freePort());
  const results = [];
  const errors: string[] = [];
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    const routes: PublicRoute[] =
      options.paths.length > 0
        ? options.paths.map((path) => ({ name: path, path }))
        : pickRoutes(await resolvePublicRoutes(store.base), options.only);
    for (const route of routes) {
      if (process.stdout.isTTY) process.stdout.write(`  ${route.name}  \r`);
      try {
        const status = await statusOf(store.base, route.path);
        const { scripts, idle } = await scriptsOfVisit(browser, store.base + route.path);
        const inHtml = await scriptsOfHtml(store.base, route.path);
        results.push({ route, status, scripts, idle, inHtml });
      } catch (error) {
        errors.push(
          `${route.name} ${route.path}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    await browser?.close();
    await store.stop();
  }

  console.log();
  console.table(
    results.map(({ route, status, scripts, idle, inHtml }) => ({
      route: route.name,
      path: route.path,
      status,
      scripts: scripts.size,
      'JS gzip KiB': kib(total(scripts)),
      target: total(scripts) / 1024 <= TARGET_KIB ? 'met' : 'MISSED',
      'named by HTML KiB': kib(total(inHtml)),
      'network idle': idle ? 'yes' : `no (${IDLE_TIMEOUT_MS / 1000} s)`,
      largest: [...scripts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, options.all ? undefined : 4)
        .map(([file, size]) => `${file.replace('/assets/', '')} ${kib(size)}`)
        .join(', '),
    })),
  );
  console.log(
    `JS gzip KiB: every script received until load and network idle, gzip -9. Target: ` +
      `≤ ${TARGET_KIB} KiB gzipped per route.`,
  );
  if (options.json) {
    const json = results.map(({ route, status, scripts, idle, inHtml }) => ({
      ...route,
      status,
      networkIdle: idle,
      scriptsGzipBytes: Object.fromEntries(scripts),
      totalGzipBytes: total(scripts),
      namedByHtmlGzipBytes: Object.fromEntries(inHtml),
      namedByHtmlTotalGzipBytes: total(inHtml),
    }));
    writeFileSync(
      options.json,
      `${JSON.stringify({ targetKiB: TARGET_KIB, routes: json, errors }, null, 2)}\n`,
    );
    console.log(`Wrote ${options.json}`);
  }
  for (const error of errors) console.error(`Not measured: ${error}`);
  if (errors.length > 0) throw new Error(`${errors.length} page(s) could not be measured`);
}

await runScript(main);
