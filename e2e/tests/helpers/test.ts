import { test as playwrightTest, type Page } from '@playwright/test';
import { serverOrigin, serverPort } from '../../servers';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Resolves once the page can be used: every page is rendered by the server (decision 020), so its
 * elements are there before the app runs; after hydration, apps/web
 * components/layout/app-layout.tsx marks the document.
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

/** Playwright's `test` on this worker's own server (e2e/servers.ts), for pages without the app. */
export const serverTest = playwrightTest.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) => use(serverOrigin(serverPort(testInfo.parallelIndex))),
});

/**
 * Makes `page.goto` and `page.reload` return once the page can be used, as a person waits for a
 * page to respond (only when they wait for the load event, the default).
 */
export function waitForAppOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = async <T>(reply: T, waitUntil: string | undefined): Promise<T> => {
    if (waitUntil === undefined || waitUntil === 'load') await waitForApp(page);
    return reply;
  };
  page.goto = async (url, options) => ready(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => ready(await reload(options), options?.waitUntil);
  return page;
}

/** The journeys' `test`: its `page` waits for the app on each navigation (above). */
export const test = serverTest.extend({
  page: async ({ page }, use) => {
    await use(waitForAppOnNavigation(page));
  },
});
