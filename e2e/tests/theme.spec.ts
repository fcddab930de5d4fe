import { expect, test, type Page } from './helpers/test';

const html = (page: Page) => page.locator('html');
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test.describe('dark mode', () => {
  test('follows the system before the app has even run, under the CSP', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    // No app code at all: only index.html's own inline script can set the theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    // Not the journeys' wait for the app: there is no app here.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(violations).toEqual([]);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('a choice in the header wins over the system and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const theme = page.getByRole('navigation', { name: 'Main' }).getByLabel('Theme');
    await expect(theme).toHaveValue('system');
    const light = await pageBackground(page);

    await theme.selectOption('dark');
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await pageBackground(page)).not.toBe(light);

    await page.reload();
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(theme).toHaveValue('dark');

    // Back to the system's setting, which is then followed as it changes.
    await theme.selectOption('system');
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });
});
