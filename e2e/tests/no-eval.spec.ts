import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './helpers/test';

const assets = fileURLToPath(new URL('../../apps/web/dist/client/assets/', import.meta.url));

/** Collects the CSP violations of a page: its securitypolicyviolation events and console reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

test.describe('zod without eval', () => {
  test('public pages, their forms validated with zod, break no CSP rule', async ({ page }) => {
    const violations = await watchViolations(page);

    await page.goto('/');
    await page
      .getByRole('link', { name: /.+/ })
      .filter({ has: page.locator('img') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);

    // Submitting the empty form parses it with zod: the first parse is where zod would probe eval.
    await page.goto('/auth/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the build holds zod in one chunk, which turns its eval off', () => {
    const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
    // Class names zod registers for its schemas: only zod's own code carries them.
    const withZod = chunks.filter((name) =>
      readFileSync(`${assets}${name}`, 'utf8').includes('$ZodType'),
    );
    expect(withZod).toHaveLength(1);
    expect(withZod[0]).toMatch(/^zod-/);
    expect(chunks.filter((name) => name.startsWith('zod-'))).toEqual(withZod);
    expect(readFileSync(`${assets}${withZod[0]}`, 'utf8')).toMatch(/\{jitless:(!0|true)\}/);
  });
});
