import { expect, test } from './helpers/test';

test.describe('the storefront shell', () => {
  test('home lists demo products with their images', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hello, Guest!' })).toBeVisible();
    const cards = page.locator('main a[href^="/products/"]');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(20);
    const firstImage = cards.first().locator('img');
    await expect(firstImage).toHaveAttribute('src', /\/media\/products\/[0-9a-f]+-150\.webp$/);
    // The image really loaded (a broken image has naturalWidth 0).
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('switching the language changes the header and is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hallo, Gast!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
  });

  test('the footer leads to the legal notice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal' }).click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect(page.getByRole('heading', { name: 'Legal Notice' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${String(new Date().getFullYear())} Curio`,
    );
  });

  test('an unknown route shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/this/route/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a protected route sends a visitor to sign-in with the way back', async ({ page }) => {
    await page.goto('/dashboard/favorites');
    await expect(page).toHaveURL(/\/auth\/signin\?path=%2Fdashboard%2Ffavorites$/);
  });

  test('the API answers health and JSON errors', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const missing = await request.get('/api/nothing-here');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404 });
  });
});
