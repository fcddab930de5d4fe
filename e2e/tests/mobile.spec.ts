import { expect, test, type Page } from './helpers/test';
import { newAccount, startSignedIn } from './helpers/api';
import { sendContactMessage } from './helpers/contact';
import { DEMO } from './helpers/demo';
import { expectFocusTrapped } from './helpers/keyboard';
import { publicPages } from './helpers/public-pages';

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 812 }, hasTouch: true, isMobile: true });

/** Nothing is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is ${width}px wide`).toBeLessThanOrEqual(WIDTH);
}

/** A full-page screenshot at 375 px, kept with the test's results (test-results/, not committed). */
async function screenshot(page: Page, name: string, fullPage = true) {
  const path = test.info().outputPath(`${name}-375.png`);
  await page.screenshot({ path, fullPage });
  await test.info().attach(`${name}-375.png`, { path, contentType: 'image/png' });
}

/** Opens each page, waits for its content, checks its width and keeps a screenshot of it. */
async function visitEach(page: Page, pages: [name: string, path: string][]) {
  for (const [name, path] of pages) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('main .animate-pulse')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await screenshot(page, name);
  }
}

// The header's button, by its tie to the menu: with the menu open, the page behind (the button
// with it) is hidden from screen readers, and the menu has its own Close button.
const menuButton = (page: Page) => page.locator('header button[aria-controls]');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

test.describe('at 375 px wide', () => {
  test('the main pages fit the screen', async ({ page, request }) => {
    test.setTimeout(120_000);
    const reply = await request.get('/api/products?page=0&size=1');
    const [product] = ((await reply.json()) as { content: { id: number; user: { id: number } }[] })
      .content;
    const pages: [name: string, path: string][] = [
      ['home', '/'],
      ['product', `/products/${product!.id}`],
      ['seller', `/seller/${product!.user.id}`],
      ['contact', '/contact'],
      ['privacy', '/privacy'],
      ['sign-in', '/auth/signin'],
      ['sign-up', '/auth/signup'],
      ['not-found', '/no-such-page'],
    ];
    await visitEach(page, pages);
  });

  test('the signed-in pages fit the screen', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    // An unread message puts a badge (and its screen-reader text) on the last admin tab.
    await sendContactMessage(request, {
      name: 'Mobile journey',
      email: 'mobile@example.com',
      message: 'An unread message for the Inbox tab.',
    });
    await startSignedIn(context, request, DEMO.admin.username, DEMO.admin.password);
    const pages: [name: string, path: string][] = [
      ['profile', '/profile'],
      ['dashboard', '/dashboard'],
      ['products', '/dashboard/products'],
      ['product-form', '/dashboard/products/create'],
      ['admin', '/dashboard/admin'],
      ['users', '/dashboard/users'],
    ];
    await visitEach(page, pages);
    // Signed in as an admin, the menu links the dashboard and the profile instead of sign-in.
    await menuButton(page).click();
    await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('a tooltip stays on the screen at 375 and 320 px', async ({ page, request }) => {
    const reply = await request.get('/api/products?page=0&size=1');
    const [product] = ((await reply.json()) as { content: { user: { id: number } }[] }).content;
    await page.goto(`/seller/${String(product!.user.id)}`);
    for (const width of [WIDTH, 320]) {
      await page.setViewportSize({ width, height: 640 });
      const badge = page.getByRole('button', { name: 'Trusted seller' });
      await badge.blur();
      await badge.focus();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      const box = (await tooltip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${width}px screen`).toBeLessThanOrEqual(width);
    }
  });

  test('the two-factor QR code starts on the first screen', async ({ page, context, request }) => {
    const account = await newAccount(request, 'phoneqr');
    await startSignedIn(context, request, account.username, account.password);
    await page.setViewportSize({ width: WIDTH, height: 667 });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Enable two-factor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.getByLabel('Current password').fill(account.password);
    await confirm.getByRole('button', { name: 'Continue' }).click();
    const qrCode = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qrCode).toBeVisible();
    const box = (await qrCode.boundingBox())!;
    // Below the sticky header (64 px) and above the bottom of the screen.
    expect(box.y).toBeGreaterThanOrEqual(64);
    expect(box.y + box.height).toBeLessThanOrEqual(667);
    await expectNoSidewaysScroll(page);
  });

  test('the mobile menu holds the header, locks scrolling, and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/');
    // The bar itself has only the logo and the menu button.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeHidden();

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(menu(page).getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(menu(page).getByRole('combobox', { name: 'Theme' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await screenshot(page, 'menu', false);

    // Escape closes it and gives the focus back to the menu button.
    await menu(page).getByRole('combobox', { name: 'Language' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // A search from the menu (on Enter), then a link: each navigation closes the menu.
    await menuButton(page).click();
    await menu(page).getByRole('combobox', { name: 'Search products' }).fill('hoodie');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]query=hoodie(&|$)/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Results for “hoodie”' })).toBeVisible();
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu and the filter panel keep the focus while open and give it back', async ({
    page,
  }) => {
    await page.goto('/');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const menuDialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(menuDialog).toBeVisible();
    // Behind the dimmed overlay, the product grid's links are out of reach.
    await expectFocusTrapped(page, menuDialog);

    // The filter panel opened from the menu keeps the focus in turn.
    await menuDialog.getByRole('button', { name: 'Filters' }).focus();
    await page.keyboard.press('Enter');
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await expectFocusTrapped(page, filters);
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();
    await expect(menuDialog.getByRole('button', { name: 'Filters' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menuDialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    // The menu's own Close button does the same.
    await page.keyboard.press('Enter');
    await menuDialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(menuDialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    // Escape in the menu's search closes its suggestions first, then the menu.
    await page.keyboard.press('Enter');
    await menuDialog.getByRole('combobox', { name: 'Search products' }).fill('hood');
    await expect(menuDialog.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuDialog.getByRole('listbox')).toBeHidden();
    await expect(menuDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuDialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

/**
 * What sticks out of the page's right edge at the current width, outside any box that scrolls or
 * clips sideways (a carousel, a truncated name): each as its tag, classes and right edge.
 */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsOrClips = (element: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
      let parent = element.parentElement;
      while (parent && parent !== document.body && !scrollsOrClips(parent)) {
        parent = parent.parentElement;
      }
      if (parent && parent !== document.body) continue;
      const classes = typeof element.className === 'string' ? element.className : '';
      found.push(`<${element.localName} class="${classes}"> ends at ${Math.round(box.right)}px`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, found };
  });
}

test.describe('at 320 px wide', () => {
  const NARROW = 320;
  test.use({ viewport: { width: NARROW, height: 640 } });

  test('every public page fits the screen, in the light and the dark theme', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    for (const { name, path } of await publicPages(request)) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.locator('main h1').first(), name).toBeVisible();
      await expect(page.locator('main .animate-pulse'), name).toHaveCount(0);
      // The dark theme on the same page: the app follows the system scheme without a reload.
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expect(page.locator('html'), name).toHaveClass(
          colorScheme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!.*(^|\s)dark(\s|$))/,
        );
        const { scrollWidth, found } = await overflowingElements(page);
        expect
          .soft(scrollWidth, `${name} (${colorScheme}) is ${scrollWidth}px wide`)
          .toBeLessThanOrEqual(NARROW);
        expect.soft(found, `${name} (${colorScheme}): wider than the screen`).toEqual([]);
      }
    }
  });
});
