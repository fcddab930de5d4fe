/**
 * Lighthouse's best-practices, accessibility and SEO categories (desktop preset: these do not
 * depend on the machine's speed) on every public page of the demo store, one run each; prints a
 * table of the scores and, for each score below 100, the failing audits' ids and titles.
 *
 *   npx tsx bench/lighthouse-audit.ts [--details] [/ /contact …]
 *
 * --details also prints what each failing audit found (its first items: console messages, nodes,
 * URLs). Starts the built server (npm run build first) on PGlite with the demo store in a
 * throwaway data folder. Exits with 1 when a page scores below 100 in best practices.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { requireBuild, startDemoStore } from './lib/demo-store';
import { launchChromeForLighthouse } from './lib/lighthouse-chrome';
import { failingAudits, type Failure } from './lib/lighthouse-failures';

const CATEGORIES = ['best-practices', 'accessibility', 'seo'] as const;
const STATIC_PAGES = [
  '/',
  '/contact',
  '/legal',
  '/tos',
  '/privacy',
  '/auth/signin',
  '/auth/signup',
];

async function main(): Promise<void> {
  requireBuild();
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const curio = await startDemoStore(3292);
  const chrome = await launchChromeForLighthouse();
  let belowFull = false;
  try {
    const { base } = curio;
    const newest = (await (await fetch(`${base}/api/products?size=1`)).json()) as {
      content: { id: number; user: { id: number } }[];
    };
    const product = newest.content[0];
    if (!product) throw new Error('the demo store has no product');
    const pages =
      paths.length > 0
        ? paths
        : ['/', `/products/${product.id}`, `/seller/${product.user.id}`, ...STATIC_PAGES.slice(1)];
    const rows = [];
    const allFailures: { page: string; failure: Failure }[] = [];
    for (const page of pages) {
      process.stdout.write(`  ${page}\r`);
      const result = await lighthouse(
        base + page,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        desktopConfig,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (lhr.runtimeError)
        console.warn(`\n${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      rows.push({
        page,
        'best practices': score('best-practices'),
        accessibility: score('accessibility'),
        SEO: score('seo'),
      });
      if (score('best-practices') < 100) belowFull = true;
      for (const failure of failingAudits(lhr, CATEGORIES)) allFailures.push({ page, failure });
    }
    console.log();
    console.table(rows);
    for (const { page, failure } of allFailures) {
      console.log(`${page}  ${failure.category}  ${failure.id}: ${failure.title}`);
      if (process.argv.includes('--details'))
        for (const line of failure.details) console.log(`    ${line}`);
    }
    if (allFailures.length === 0) console.log('Every page scores 100 in every category.');
  } finally {
    chrome.kill();
    await curio.stop();
  }
  if (belowFull) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
