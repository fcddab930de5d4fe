/**
 * The JavaScript a first visit downloads, gzipped, as Chromium loads the page of the demo store:
 * every script response of the first two seconds after the load event (the entry, its preloads and
 * the route's lazy chunks; service workers blocked, so the shell precache is not counted), compressed with gzip -9 to count what a CDN would send.
 *
 *   npx tsx bench/initial-js.ts [/ /products/1 …]   (npm run build first)
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { requireBuild, startDemoStore } from './lib/demo-store';

const TARGET_KIB = 150;

async function main(): Promise<void> {
  requireBuild();
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const store = await startDemoStore(3292);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    if (paths.length === 0) {
      const newest = (await (await fetch(`${store.base}/api/products?size=1`)).json()) as {
        content: { id: number }[];
      };
      paths.push('/', `/products/${newest.content[0]?.id ?? 1}`);
    }
    const rows = [];
    for (const path of paths) {
      // A new context: nothing cached, no service worker yet.
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        void response
          .body()
          .then((body) =>
            scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
          )
          .catch(() => undefined);
      });
      // Not 'networkidle': the service worker precaches the shell in the background.
      await page.goto(`${store.base}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(2_000);
      await context.close();
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      const largest = [...scripts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, process.argv.includes('--all') ? undefined : 4)
        .map(([file, size]) => `${file.replace('/assets/', '')} ${(size / 1024).toFixed(1)}`)
        .join(', ');
      rows.push({
        page: path,
        scripts: scripts.size,
        'JS gzip KiB': Number((total / 1024).toFixed(1)),
        target: total / 1024 <= TARGET_KIB ? 'met' : 'MISSED',
        largest,
      });
    }
    console.table(rows);
    console.log(`Target (issue 10): initial JavaScript ≤ ${TARGET_KIB} KiB gzipped.`);
  } finally {
    await browser.close();
    await store.stop();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
