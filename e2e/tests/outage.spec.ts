import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { workerServerPort } from '../servers';
import { expect, test, type Page } from './helpers/test';

// This journey stops its server: it starts its own, on its own port and data folder.
// Beside this worker's server (e2e/servers.ts), set once the worker runs this file.
let PORT = 0;
let origin = '';
let dataDir = '';
const template = fileURLToPath(new URL('../.data/template', import.meta.url));
const serverMain = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

const OUTAGE = "Curio can't be reached right now";

function startServer(): ChildProcess {
  return spawn('node', [serverMain], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  });
}

async function untilHealthy(): Promise<void> {
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server on ${origin} did not start.`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
}

/**
 * Until the page has downloaded nothing new for half a second. The outage comes after the page's
 * code (chunks load after first paint and after a language switch): on a busy machine some were
 * still on their way when the server stopped, and the page fell into React Router's own error
 * screen, a defect of its own.
 */
async function untilDownloadsSettle(page: Page): Promise<void> {
  let seen = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        const settled = count === seen;
        seen = count;
        return settled;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Moves the page's clock on (installed with `page.clock.install()`) until `done` holds, instead of
 * waiting in real time: the catalogue's retries (1, 2 and 4 s apart, lib/query-client.ts) and the
 * recovery probe's backoff (2 s, 4 s, 8 s…, components/outage/use-recovery-probe.ts) are timers
 * of the page. Only time passes: no click, no reload.
 */
async function passTimeUntil(page: Page, step: number, done: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.fastForward(step);
        return done();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  PORT = workerServerPort() + 5;
  origin = `http://127.0.0.1:${String(PORT)}`;
  dataDir = fileURLToPath(new URL(`../.data/outage-${String(PORT)}`, import.meta.url));
  rmSync(dataDir, { recursive: true, force: true });
  // The demo store that e2e/start-servers.mjs seeded once, when there is one.
  if (existsSync(template)) cpSync(template, dataDir, { recursive: true });
  server = startServer();
  await untilHealthy();
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test('a server outage shows a translated state, and the page recovers by itself', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await page.goto(`${origin}/`);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toBeVisible();
  await untilDownloadsSettle(page);
  // Set on this document: still there after the recovery means the page never reloaded.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  await stopServer(server!);
  // The next page of the catalogue cannot load: no answer, even after the retries.
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  const outage = page.getByRole('heading', { name: OUTAGE });
  await passTimeUntil(page, 1_000, () => outage.isVisible());
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('No products found.')).toHaveCount(0);

  server = startServer();
  await untilHealthy();

  // No click and no reload: the page checks the server and loads page 2 by itself.
  await passTimeUntil(page, 30_000, async () => (await outage.count()) === 0);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
});

test('in German, the outage state speaks German', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.goto(`${origin}/`);
  await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('de');
  await expect(page.getByRole('navigation', { name: 'Seitennavigation' })).toBeVisible();
  await untilDownloadsSettle(page);
  await stopServer(server!);
  await page
    .getByRole('navigation', { name: 'Seitennavigation' })
    .getByRole('link', { name: 'Seite 2' })
    .click();
  const outage = page.getByRole('heading', { name: 'Curio ist gerade nicht erreichbar' });
  await passTimeUntil(page, 1_000, () => outage.isVisible());
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  // The last journey here: the server stays stopped (afterAll has nothing left to stop).
});
