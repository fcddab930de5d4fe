import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, serverOrigin, serverPort } from './servers';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the build Playwright itself
 * runs headless journeys in: about a third less CPU than the full browser's headless mode. Never
 * `npx playwright install` (no internet here). `CHROMIUM_PATH=/usr/bin/chromium` for `--headed`.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const SERVER_PORTS = Array.from({ length: E2E_WORKERS }, (_, index) => serverPort(index));
/** Answers once every worker's server does (e2e/start-servers.mjs). */
const READY_PORT = serverPort(0) - 1;

export default defineConfig({
  testDir: './tests',
  // A spec's journeys run in order in one worker; the specs are shared out among the workers,
  // each with a server of its own (e2e/servers.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  // A journey that fails once is a defect to fix, never retried into green.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // Read by scripts/test.mjs for the count of journeys run.
    ['json', { outputFile: 'test-results/journeys.json' }],
  ],
  use: {
    // Each worker's own server: the journeys' `test` (tests/helpers/test.ts) sets it per worker.
    baseURL: serverOrigin(serverPort(0)),
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The app registers its service worker on every first visit, which then fetches and caches
    // the whole app shell and stands between the page and every later request: work for each new
    // browser context that only the installable-app journeys (pwa.spec.ts) are about.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  // Every worker's server, started side by side on copies of one seeded demo store.
  webServer: {
    command: ['node start-servers.mjs --ready', READY_PORT, ...SERVER_PORTS].join(' '),
    url: `${serverOrigin(READY_PORT)}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
