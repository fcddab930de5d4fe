import { expect, test, type Page } from '@playwright/test';

/**
 * Every public page comes rendered in its HTML by the server from the web app's route modules
 * (decision 020): readable before any JavaScript runs, in its address's language, with a real
 * status code, then taken over by the app in place.
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

    test('the home page lists the products, in the language of its address', async ({
      page,
      request,
    }) => {
      const newest = (await (await request.get('/api/products?page=0&size=50')).json()) as ApiPage;
      await page.goto('/de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Gast!' })).toBeVisible();
      const cards = page.getByRole('region', { name: 'Produkte' }).locator('a[href*="/products/"]');
      await expect(cards).toHaveCount(newest.content.length);
      await expect(cards.first()).toContainText(newest.content[0]?.name ?? '');
    });

    test('every public page is readable, with its status', async ({ page }) => {
      const pages: [string, string, number][] = [
        ['/?page=2', 'Products', 200],
        ['/?query=zzzz-nothing-matches', 'No products match', 200],
        ['/contact', 'Contact Us', 200],
        ['/legal', 'Legal Notice', 200],
        ['/tos', 'Terms', 200],
        ['/privacy', 'Privacy', 200],
        ['/auth/signin', 'Sign In', 200],
        ['/auth/signup', 'Sign Up', 200],
        ['/auth/forgot-password', 'Forgot your password?', 200],
        ['/unauthorized', 'Access Denied', 403],
        ['/nope', 'Page Not Found', 404],
        ['/products/abc', 'Product not found.', 404],
        ['/products/99999999999', 'Product not found.', 404],
        ['/seller/999999', 'Seller not found.', 404],
      ];
      for (const [path, text, status] of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        await expect(page.locator('main'), path).toContainText(text);
      }
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
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
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

  test('a first visit goes to the address of the language chosen before, rendered in it', async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    // Chosen before: the server knows the choice from its cookie.
    await context.addCookies([{ name: 'lng', value: 'fr', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour, invité !' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Produits' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    expect(errors).toEqual([]);
  });

  test('a page from the cache of rendered pages runs its scripts, allowed by their hashes', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const newest = (await (await request.get('/api/products?page=0&size=1')).json()) as ApiPage;
    const path = `/de/products/${newest.content[0]?.id}`;
    // Rendered once: the browser's visit is then answered from the cache (same ETag).
    const rendered = await request.get(path);
    const kept = await request.get(path);
    expect(kept.headers().etag).toBe(rendered.headers().etag);
    const policy = kept.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src [^;]*'sha256-/);
    expect(policy).not.toContain("'nonce-");

    const visit = page.waitForResponse((response) => new URL(response.url()).pathname === path);
    await expectHydratedInPlace(page, path, 'main h1');
    expect((await visit).headers().etag).toBe(rendered.headers().etag);
    // A click only the app answers (a navigation without loading a document).
    await page.getByRole('link', { name: 'Curio, Startseite' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Gast!' })).toBeVisible();
    expect(await page.evaluate(() => 'curioSamePage' in window)).toBe(true);
    // A CSP violation is a console error in Chromium.
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
