import { expect, test, type Page } from './helpers/test';

/** Waits until the service worker is installed and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

test.describe('the installable app', () => {
  // The other journeys run without the service worker (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('has a manifest with name, theme colour and installable icons', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const reply = await request.get(href!);
    expect(reply.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await reply.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Curio', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
    }
  });

  test('caches the shell but never an API reply, and shows the offline page when the server is unreachable', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    // Browse the catalogue once: home, a product, a search.
    await page.reload();
    await page.locator('main a[href^="/products/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/?query=hoodie');
    await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();

    const cached = await cachedUrls(page);
    expect(cached).toEqual(expect.arrayContaining(['/offline.html', '/manifest.webmanifest']));
    // The app's entry (React Router's client entry), among the shell's files.
    expect(cached.some((url) => /^\/assets\/entry\.client-.*\.js$/.test(url))).toBe(true);
    expect(cached.some((url) => url.startsWith('/locales/'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api') || url.startsWith('/media/'))).toEqual([]);

    await context.setOffline(true);
    // No catalogue reply comes from a cache: with the network gone, the API is gone too.
    const apiOffline = await page.evaluate(() =>
      fetch('/api/products?page=0&size=1').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');

    // The offline page stands in for the app (it is not the app: no wait for the app to start), in
    // the language of the address asked for (decision 021).
    await page.goto('/de/products/1', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The other languages are there for a browser without the page's script, but hidden.
    await expect(page.getByText('You’re offline')).toBeHidden();

    // Back online, "Try again" loads the page the reader asked for.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Erneut versuchen' }).click();
    await expect(page).toHaveURL(/\/de\/products\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sie sind offline');
  });
});
