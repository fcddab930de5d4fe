import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, serverOrigin, serverPort } from './servers';

/** Debian's Chromium; never `npx playwright install` (no internet here). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

const ports = Array.from({ length: E2E_WORKERS }, (_, index) => serverPort(index));

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
  reporter: process.env.CI
    ? [['line'], ['json', { outputFile: 'test-results/journeys.json' }]]
    : [['list']],
  use: {
    // Each worker's own server: the journeys' `test` (tests/helpers/test.ts) sets it per worker.
    baseURL: serverOrigin(serverPort(0)),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: ports.map((port) => ({
    command: 'node start-server.mjs',
    url: `${serverOrigin(port)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { E2E_PORT: String(port) },
  })),
});
