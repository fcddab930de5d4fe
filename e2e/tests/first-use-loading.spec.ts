import { expect, test, type Page } from './helpers/test';

/**
 * The form pages load what only a used form needs on its first use (first-page
 * JavaScript budget): zod with the form's schemas, and on the contact page the captcha's code.
 */

/** The names of the scripts the page has asked for so far (`zod-…js`, `captcha-element-…js`). */
function scriptsAskedFor(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  });
  return () => names.map((path) => path.slice(path.lastIndexOf('/') + 1));
}

const zod = (names: string[]) => names.some((name) => name.startsWith('zod-'));
const captcha = (names: string[]) => names.some((name) => name.startsWith('captcha-element-'));

test.describe('loaded on first use', () => {
  test('sign-in loads zod on its first focus, then checks the field on leaving it', async ({
    page,
  }) => {
    const asked = scriptsAskedFor(page);
    await page.goto('/auth/signin');
    await page.waitForLoadState('networkidle');
    expect(zod(asked())).toBe(false);

    const identifier = page.getByRole('textbox', { name: 'Username or email' });
    await identifier.focus();
    await expect.poll(() => zod(asked())).toBe(true);
    await identifier.blur();
    await expect(identifier).toHaveAttribute('aria-invalid', 'true');
  });

  test('the contact page defines the captcha once the form is used', async ({ page }) => {
    const asked = scriptsAskedFor(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(captcha(asked())).toBe(false);
    expect(zod(asked())).toBe(false);
    expect(await page.evaluate(() => customElements.get('altcha-widget') !== undefined)).toBe(
      false,
    );

    await page.getByLabel('Name').fill('Ada');
    const widget = page.locator('altcha-widget');
    await expect(widget.getByText("I'm not a robot")).toBeVisible();
    expect(captcha(asked())).toBe(true);
    expect(zod(asked())).toBe(true);
  });

  test('the captcha defined late speaks the language of the page', async ({ page }) => {
    await page.goto('/de/contact');
    await page.getByLabel('E-Mail').focus();
    await expect(page.locator('altcha-widget').getByText('Ich bin kein Roboter')).toBeVisible();
  });
});
