import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { serverTest as test } from './helpers/test';
import { apiToken } from './helpers/api';
import { DEMO } from './helpers/demo';

/**
 * Every public page comes rendered in its HTML by the server from the web app's route modules
 * (decision 020): readable before any JavaScript runs, in its address's language, with a real
 * status code, then taken over by the app in place.
 */

type ApiPage = { content: { id: number; name: string }[] };

/** The id of the catalogue's newest product, as the API lists it. */
async function newestProductId(request: APIRequestContext): Promise<number | undefined> {
  const newest = (await (await request.get('/api/products?page=0&size=1')).json()) as ApiPage;
  return newest.content[0]?.id;
}

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
        ['/seller/999999', 'Seller not found', 404],
      ];
      for (const [path, text, status] of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        await expect(page.locator('main'), path).toContainText(text);
      }
    });

    test('what needs the app says so where it stands, in the language of the address', async ({
      page,
      request,
    }) => {
      const id = await newestProductId(request);
      const note = 'This needs JavaScript, which is turned off in your browser.';
      // Playwright's text queries skip <noscript>: its paragraph is found by CSS.
      const notes = page.locator('main noscript p');
      await page.goto(`/products/${String(id)}`);
      // Right after the Buy, Favorite and Share buttons.
      const actions = page.locator('[data-slot="product-actions"]');
      await expect(actions.getByRole('button', { name: /^Buy/ })).toBeVisible();
      await expect(actions.locator('xpath=following-sibling::noscript[1]/p')).toHaveText(note);
      await expect(notes).toBeVisible();
      // The sign-in and sign-up forms, whose session the app keeps in the browser's storage, and
      // the contact form, whose captcha is a proof of work done by a script (decision 028).
      for (const [path, button] of [
        ['/auth/signin', 'Sign in'],
        ['/auth/signup', 'Sign up'],
        ['/contact', 'Submit'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: button, exact: true }), path).toBeDisabled();
        await expect(notes, path).toHaveText(note);
        await expect(notes, path).toBeVisible();
      }
      // The filters work without the app (a form of their own), so nothing is said of them.
      await page.goto('/');
      await expect(notes).toHaveCount(0);
      await page.goto(`/de/products/${String(id)}`);
      await expect(notes).toHaveText(
        'Dafür wird JavaScript benötigt, das in Ihrem Browser ausgeschaltet ist.',
      );
    });

    test('a form is not sent before the app runs: nothing typed goes in the address', async ({
      page,
    }) => {
      await page.goto('/auth/signin');
      const password = page.getByLabel('Password', { exact: true });
      await page.getByRole('textbox', { name: 'Username or email' }).fill('ana@example.com');
      await password.fill('Not-in-the-address-1');
      await password.press('Enter');
      // Sent by the browser itself, the form would put its fields in the address (and the log).
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
      await expect(password).toHaveValue('Not-in-the-address-1');
      expect(page.url()).toMatch(/\/auth\/signin$/);
    });

    test('a search sent before the app runs opens its results, keeping the filters', async ({
      page,
    }) => {
      // From any page, in the address's language.
      await page.goto('/de/contact');
      const search = page.getByRole('combobox', { name: 'Produkte suchen' }).first();
      await search.fill('hoodie');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/de\?query=hoodie$/);
      const results = page.getByRole('region', { name: 'Ergebnisse für „hoodie“' });
      await expect(results.locator('a[href*="/products/"]').first()).toContainText(/hoodie/i);

      // From a filtered home page: the filters stay, back on page 1.
      await page.goto('/?categories=Backpacks&page=2');
      await page.getByRole('combobox', { name: 'Search products' }).first().fill('nylon');
      await page.getByRole('combobox', { name: 'Search products' }).first().press('Enter');
      await expect(page).toHaveURL(/\/\?categories=Backpacks&page=1&query=nylon$/);
      const filtered = page.getByRole('region', { name: 'Results for “nylon”' });
      await expect(filtered.locator('a[href*="/products/"]').first()).toContainText(/nylon/i);
    });

    test('the sort and the language are sent by their buttons, keeping the filters', async ({
      page,
      request,
    }) => {
      const cheapest = (await (
        await request.get('/api/products?categories=Backpacks&sort=price_asc&page=0&size=1')
      ).json()) as ApiPage;
      await page.goto('/?categories=Backpacks&page=2');
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
      await page.getByRole('button', { name: 'Sort', exact: true }).click();
      await expect(page).toHaveURL(/\/\?categories=Backpacks&page=1&sort=price_asc$/);
      const cards = page.getByRole('region', { name: 'Products' }).locator('a[href*="/products/"]');
      await expect(cards.first()).toContainText(cheapest.content[0]?.name ?? '');
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');

      await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
      await page.getByRole('button', { name: 'Change language' }).first().click();
      await expect(page).toHaveURL(/\/de\?categories=Backpacks&page=1&sort=price_asc$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('price_asc');
      const german = page
        .getByRole('region', { name: 'Produkte' })
        .locator('a[href*="/products/"]');
      await expect(german.first()).toContainText(cheapest.content[0]?.name ?? '');
    });

    test('the filter panel is a form: it opens, filters and keeps the search and sort', async ({
      page,
      request,
    }) => {
      const query = 'categories=Hoodies&colors=Black&minPrice=5&maxPrice=300&sort=price_asc';
      const expected = (await (
        await request.get(`/api/products?${query}&page=0&size=50`)
      ).json()) as ApiPage & { totalElements: number };
      expect(expected.content.length).toBeGreaterThan(0);

      await page.goto('/de?sort=price_asc&page=3');
      // The header's filter button needs the app: it is not shown, the form stands in its place.
      await expect(
        page.getByRole('button', { name: 'Filter', exact: true }).filter({ visible: true }),
      ).toHaveCount(0);
      // Playwright's role queries skip <noscript>: its form is found by CSS.
      const panel = page.locator('main details[data-slot="no-script-filters"]');
      const form = panel.locator('form');
      await expect(form).toBeHidden();
      await panel.locator('summary').click();
      await expect(form).toBeVisible();
      await expect(panel.locator('summary')).toHaveText('Filter');
      // Open, it fits a 320 px screen.
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await page.setViewportSize({ width: 1280, height: 720 });
      await form.locator('input[name="categories"][value="Hoodies"]').check();
      await form.locator('input[name="colors"][value="Black"]').check();
      const [min, max] = [0, 1].map((index) => form.locator('input[name="priceRange"]').nth(index));
      await expect(min!).toHaveValue('0');
      await expect(max!).toHaveValue('350');
      await min!.fill('5');
      await max!.fill('300');
      await form.locator('button[type="submit"]').click();

      // The address the app's own panel writes, in the language of the page, back on page 1.
      await expect(page).toHaveURL(
        /\/de\?sort=price_asc&categories=Hoodies&colors=Black&priceRange=5,300$/,
      );
      const cards = page.getByRole('region', { name: 'Produkte' }).locator('a[href*="/products/"]');
      await expect(cards).toHaveCount(expected.content.length);
      await expect(cards.first()).toContainText(expected.content[0]?.name ?? '');
      await expect(page.getByRole('main')).toContainText(
        `${expected.totalElements} ${expected.totalElements === 1 ? 'Produkt' : 'Produkte'}`,
      );

      // Opened again, it shows what is applied; clearing keeps the sort.
      await panel.locator('summary').click();
      await expect(form.locator('input[name="categories"][value="Hoodies"]')).toBeChecked();
      await expect(form.locator('input[name="colors"][value="Black"]')).toBeChecked();
      await expect(form.locator('input[name="colors"][value="White"]')).not.toBeChecked();
      await expect(min!).toHaveValue('5');
      await form.locator('a', { hasText: 'Filter zurücksetzen' }).click();
      await expect(page).toHaveURL(/\/de\?sort=price_asc$/);
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

  test('the app starts once the page is painted, then its forms can be sent', async ({ page }) => {
    await page.goto('/auth/signin');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const [paint, script] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/entry.client-'))?.startTime ?? -1,
    ]);
    // The app's first script was asked for only once the page had been painted.
    expect(script).toBeGreaterThanOrEqual(paint);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  /**
   * What the page's start script (app/app-scripts.tsx) and the browser entry rely on of React
   * Router's output: its scripts are module preloads, classic inline scripts (the context first)
   * and one module script, and the first page's translation files are named on `<html>`. A React
   * Router version that writes them otherwise fails here before it breaks a first page.
   */
  test("React Router's scripts keep the shape the page's start relies on", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/auth/signin')).text();
    await page.goto('about:blank');
    const shape = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const parts = [...(doc.getElementById('app-scripts')?.children ?? [])];
      const kind = (element: Element) =>
        element.tagName === 'SCRIPT'
          ? element.getAttribute('type') === 'module'
            ? 'module'
            : element.hasAttribute('type')
              ? `script ${element.getAttribute('type')}`
              : 'classic'
          : `${element.tagName.toLowerCase()} ${element.getAttribute('rel')}`;
      return {
        kinds: [...new Set(parts.map(kind))].sort(),
        modules: parts.filter((part) => kind(part) === 'module').length,
        contextFirst:
          parts
            .find((part) => kind(part) === 'classic')
            ?.textContent.includes('window.__reactRouterContext') ?? false,
        namespaces: doc.documentElement.getAttribute('data-i18n-namespaces'),
      };
    }, html);
    expect(shape).toEqual({
      kinds: ['classic', 'link modulepreload', 'module'],
      modules: 1,
      contextFirst: true,
      namespaces: 'accounts',
    });
    await page.goto('/auth/signin');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  /** Opens `path` with the app's JavaScript held back until the returned function is called. */
  async function openBeforeTheApp(page: Page, path: string): Promise<() => Promise<void>> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    return async () => {
      release();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    };
  }

  /**
   * Opens a page with its JavaScript held back, marks an element of the server's markup, lets the
   * JavaScript run and waits until React has adopted that very element (hydration attaches its
   * fiber to the DOM node it finds; an app that rendered anew would have replaced the element).
   */
  async function expectHydratedInPlace(page: Page, path: string, selector: string) {
    const startApp = await openBeforeTheApp(page, path);
    const element = page.locator(selector).first();
    await element.waitFor();
    const serverElement = await element.elementHandle();
    await page.evaluate(() => Object.assign(window, { curioSamePage: true }));
    await startApp();
    await expect
      .poll(() =>
        serverElement.evaluate(
          (node) =>
            node.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
        ),
      )
      .toBe(true);
  }

  test('what a shopper types or chooses while the app loads is kept and acted on', async ({
    page,
  }) => {
    const startApp = await openBeforeTheApp(page, '/');
    const search = page.getByRole('combobox', { name: 'Search products' }).first();
    await search.fill('hoodie');
    await startApp();
    await expect(search).toHaveValue('hoodie');
    await expect(page).toHaveURL(/[?&]query=hoodie(&|$)/);
    await expect(page.getByRole('heading', { name: 'Results for “hoodie”' })).toBeVisible();

    const startAgain = await openBeforeTheApp(page, '/contact');
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
    await startAgain();
    await expect(page).toHaveURL(/\/de\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

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
    const newestId = await newestProductId(request);
    const path = `/de/products/${newestId}`;
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

  test('a first page brings its data: once the app runs it asks the API for none of it', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const newestId = await newestProductId(request);
    const product = `/de/products/${newestId}`;
    // The German page's "≈" prices (in euros) and names come written by the server.
    const html = await (await request.get(product)).text();
    expect(html).toMatch(/≈ [\d.,]+\s€/);
    // Not data: the error reporting's settings and the product view counter.
    const notData = new Set(['/api/site', '/api/events']);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname, search } = new URL(sent.url());
      if ((pathname.startsWith('/api/') && !notData.has(pathname)) || pathname === '/__manifest')
        asked.push(`${sent.method()} ${pathname}${search}`);
    });
    for (const path of ['/', '/?categories=T-Shirts', product]) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await page.waitForLoadState('networkidle');
    }
    await expect(
      page
        .locator('main')
        .getByText(/≈ [\d.,]+\s€/)
        .first(),
    ).toBeVisible();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a rendered product page is taken over in place, then navigates as the app', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const newestId = await newestProductId(request);
    await expectHydratedInPlace(page, `/products/${newestId}`, 'main h1');
    await page.getByRole('link', { name: 'Curio, home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Guest!' })).toBeVisible();
    expect(await page.evaluate(() => 'curioSamePage' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test.describe('the header until the session is known', () => {
    type Box = { x: number; y: number; width: number; height: number };

    /** Where the header's items are: logo, search box, the switchers, the account slot. */
    const headerBoxes = (page: Page): Promise<Record<string, Box>> =>
      page.evaluate(() => {
        const header = document.querySelector('header');
        const items = {
          logo: header?.querySelector('a[href="/"]'),
          search: header?.querySelector('[role="combobox"]'),
          switchers: header?.querySelector('nav[aria-label] > :first-child'),
          accountSlot: header?.querySelector('[data-account-slot]'),
        };
        return Object.fromEntries(
          Object.entries(items).map(([name, element]) => {
            if (!element) throw new Error(`no ${name} in the header`);
            const { x, y, width, height } = element.getBoundingClientRect();
            return [name, { x, y, width, height }];
          }),
        );
      });

    /**
     * The header as the browser shows the server's page before the app runs: the session (in
     * localStorage) is not known yet. JavaScript is on, as for the people measured below (without
     * it, the page would also show what is there for readers without it: `<noscript>`).
     */
    async function serverRenderedHeader(browser: Browser): Promise<Record<string, Box>> {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await openBeforeTheApp(page, '/');
        // Its stylesheet applied (the page's load waits for the app's script, held back).
        await page.waitForFunction(() => {
          const header = document.querySelector('header');
          return !!header && getComputedStyle(header).position === 'sticky';
        });
        await expect(page.locator('[data-account-slot]')).toBeEmpty();
        expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
        return await headerBoxes(page);
      } finally {
        await context.close();
      }
    }

    const people = [
      { who: 'a shopper', account: DEMO.shopper, icons: ['Favorites', 'Profile'] },
      { who: 'a seller', account: DEMO.sellers[0], icons: ['Dashboard', 'Profile'] },
      { who: 'a guest', account: undefined, icons: ['Sign in'] },
    ];
    for (const { who, account, icons } of people) {
      test(`nothing in the header moves when ${who}'s icons appear`, async ({
        browser,
        request,
      }) => {
        const before = await serverRenderedHeader(browser);
        const context = await browser.newContext();
        try {
          if (account) {
            const token = await apiToken(request, account.email, account.password);
            await context.addInitScript((value) => localStorage.setItem('token', value), token);
          }
          // Every layout shift of an element of the header, from the first paint on.
          await context.addInitScript(() => {
            const shifts: string[] = [];
            Object.assign(window, { curioHeaderShifts: shifts });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                sources?: {
                  node?: Node | null;
                  previousRect?: DOMRectReadOnly;
                  currentRect?: DOMRectReadOnly;
                }[];
              })[]) {
                const header = document.querySelector('header');
                // What moved, for the failure message: the element and its classes.
                const moved = (entry.sources ?? [])
                  .filter(
                    (source): source is typeof source & { node: Element } =>
                      source.node instanceof Element && !!header?.contains(source.node),
                  )
                  .map(({ node, previousRect, currentRect }) => {
                    const box = (rect?: DOMRectReadOnly) =>
                      rect ? `${rect.x},${rect.y} ${rect.width}×${rect.height}` : '?';
                    const label =
                      node.getAttribute('aria-label') ??
                      node.closest('[aria-label]')?.getAttribute('aria-label');
                    return `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> in "${label ?? ''}" from ${box(previousRect)} to ${box(currentRect)}`;
                  });
                if (moved.length > 0) shifts.push(`${entry.value}: ${moved.join(', ')}`);
              }
            }).observe({ type: 'layout-shift', buffered: true });
          });
          const page = await context.newPage();
          await page.goto('/');
          const slot = page.locator('[data-account-slot]');
          for (const icon of icons)
            await expect(slot.getByRole('link', { name: icon })).toBeVisible();
          await expect(slot.getByRole('link')).toHaveCount(icons.length);

          expect(await headerBoxes(page)).toEqual(before);
          expect(
            await page.evaluate(
              () => (window as { curioHeaderShifts?: string[] }).curioHeaderShifts,
            ),
          ).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
});
