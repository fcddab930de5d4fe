import { expect, test, type Page } from '@playwright/test';

/**
 * The home and product pages come rendered in their HTML (apps/server web/first-paint.ts, apps/web
 * src/entry-server.tsx): readable before any JavaScript runs, then taken over by the app in place.
 */

type ApiPage = { content: { id: number; name: string }[] };

/** Errors the page reports: a hydration mismatch is one (React reports it as a window error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('server-rendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page lists the products, in the browser’s language', async ({
      page,
      request,
    }) => {
      const newest = (await (await request.get('/api/products?page=0&size=50')).json()) as ApiPage;
      await page.setExtraHTTPHeaders({ 'accept-language': 'de' });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Gast!' })).toBeVisible();
      const cards = page.getByRole('region', { name: 'Produkte' }).locator('a[href^="/products/"]');
      await expect(cards).toHaveCount(newest.content.length);
      await expect(cards.first()).toContainText(newest.content[0]?.name ?? '');
    });

    test('a product page shows its product, its Buy button and similar products', async ({
      page,
      request,
    }) => {
      const newest = (await (await request.get('/api/products?page=0&size=1')).json()) as ApiPage;
      const product = newest.content[0];
      expect(product).toBeDefined();
      await page.goto(`/products/${product?.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product?.name })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Buy' })).toBeVisible();
      // Named after the product: "…, image 1 of 3" when it has several pictures.
      await expect(page.getByRole('img', { name: product?.name }).first()).toBeVisible();
    });
  });

  /**
   * Opens a page with its JavaScript held back, marks an element of the server's markup, lets the
   * JavaScript run and waits until React has adopted that very element (hydration attaches its
   * fiber to the DOM node it finds; an app that rendered anew would have replaced the element).
   */
  async function expectHydratedInPlace(page: Page, path: string, selector: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    const element = page.locator(selector).first();
    await element.waitFor();
    const serverElement = await element.elementHandle();
    await page.evaluate(() => Object.assign(window, { curioSamePage: true }));
    release();
    await expect
      .poll(() =>
        serverElement.evaluate(
          (node) =>
            node.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
        ),
      )
      .toBe(true);
  }

  test('the app takes the rendered home page over in place and answers a search', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await expectHydratedInPlace(page, '/', 'main h1');
    await page.getByRole('combobox', { name: 'Search products' }).fill('zzzz-nothing-matches');
    await expect(page.getByText('No products match “zzzz-nothing-matches”')).toBeVisible();
    expect(await page.evaluate(() => 'curioSamePage' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a page rendered in another language than the one chosen is shown in the chosen one', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Chosen before (localStorage); the server knows only the browser's language, English here.
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour, invité !' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Produits' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(errors).toEqual([]);
  });

  test('a rendered product page is taken over in place, then navigates as the app', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const newest = (await (await request.get('/api/products?page=0&size=1')).json()) as ApiPage;
    await expectHydratedInPlace(page, `/products/${newest.content[0]?.id}`, 'main h1');
    await page.getByRole('link', { name: 'Curio, home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Guest!' })).toBeVisible();
    expect(await page.evaluate(() => 'curioSamePage' in window)).toBe(true);
    expect(errors).toEqual([]);
  });
});
