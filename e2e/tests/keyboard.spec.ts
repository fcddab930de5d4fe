import { expect, test } from './helpers/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { newAccount, startSignedIn } from './helpers/api';
import { DEMO } from './helpers/demo';
import { expectFocusTrapped, expectVisibleFocus, tabTo, walkTabCycle } from './helpers/keyboard';
import { publicPages } from './helpers/public-pages';

/** Every journey here is done with the keyboard alone: no click, no fill. */

test.describe('keyboard only', () => {
  test('sign in, starting from the skip link', async ({ page, request }) => {
    const account = await newAccount(request, 'keys');
    await page.goto('/auth/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const identifier = page.getByRole('textbox', { name: 'Username or email' });
    await tabTo(page, identifier);
    await expectVisibleFocus(identifier);
    await page.keyboard.type(account.username);
    await tabTo(page, page.getByLabel('Password', { exact: true }), { max: 3 });
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
    ).toBeVisible();
  });

  test('search, then filter by category and price with the slider', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await tabTo(page, search);
    await expectVisibleFocus(search);
    await page.keyboard.type('hoodie');
    await expect(page).toHaveURL(/[?&]query=hoodie(&|$)/);

    const filters = page.getByRole('button', { name: 'Filters' });
    await tabTo(page, filters);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await expect(panel.locator(':focus')).toHaveCount(1);

    const hoodies = panel.getByRole('checkbox', { name: 'Hoodies' });
    await tabTo(page, hoodies);
    await expectVisibleFocus(hoodies);
    await page.keyboard.press('Space');
    await expect(hoodies).toBeChecked();

    // The price slider: arrows move one yuan, Page Down ten; the value is read out as money.
    const min = panel.getByRole('slider', { name: 'Minimum price' });
    const max = panel.getByRole('slider', { name: 'Maximum price' });
    await tabTo(page, min);
    await expectVisibleFocus(min);
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await expect(min).toHaveAttribute('aria-valuenow', '5');
    await expect(min).toHaveAttribute('aria-valuetext', 'CN¥5.00');
    await page.keyboard.press('Tab');
    await expect(max).toBeFocused();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expect(max).toHaveAttribute('aria-valuenow', '330');
    await expect(panel.getByRole('textbox', { name: 'Min' })).toHaveValue('5');

    // The dialog keeps the focus: past its last control, Tab comes back to its first.
    const apply = panel.getByRole('button', { name: /^Show \d+ products?$/ });
    await tabTo(page, apply);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Close filters' })).toBeFocused();

    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/[?&]categories=Hoodies(&|$)/);
    await expect(page).toHaveURL(/[?&]priceRange=5(,|%2C)330(&|$)/);
    // The focus comes back to the button that opened the panel.
    await expect(filters).toBeFocused();
  });

  test('the filter panel keeps the focus over all its controls; Escape gives it back', async ({
    page,
  }) => {
    await page.goto('/');
    const filters = page.getByRole('button', { name: 'Filters' });
    await tabTo(page, filters);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await expectFocusTrapped(page, panel);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(filters).toBeFocused();
  });

  test('favourite a product and remove it from the favourites', async ({
    page,
    context,
    request,
  }) => {
    const account = await newAccount(request, 'keysfav');
    await startSignedIn(context, request, account.username, account.password);
    await page.goto('/');
    const card = page.locator('main a[href^="/products/"]').first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await tabTo(page, card);
    await expectVisibleFocus(card);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const heart = page.getByRole('button', { name: 'Favorite', exact: true });
    await tabTo(page, heart);
    await expectVisibleFocus(heart);
    await page.keyboard.press('Space');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Product was added to favorites!')).toBeVisible();

    const favorites = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Favorites' });
    await tabTo(page, favorites, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    const remove = page.getByRole('button', { name: `Remove ${name} from favorites` });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
  });

  test('every public page: Tab walks its controls in order, each with a visible ring', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    for (const { name, path } of await publicPages(request)) {
      await page.goto(path);
      await expect(page.locator('main .animate-pulse'), name).toHaveCount(0);
      // The verification link's page checks its token first; its verdict brings a link in main.
      await expect(page.getByText('Verifying your email address…'), name).toHaveCount(0);
      const { controls, stops, left } = await walkTabCycle(page);
      // The first press shows the skip link; the last one leaves the page (the end of the cycle).
      expect
        .soft(stops[0]?.description, name)
        .toMatch(/^<a> (Skip to main content|Zum Hauptinhalt springen)$/);
      expect.soft(left, `${name}: Tab never left the page`).toBe(true);
      // The main content's controls come after the header's.
      expect
        .soft(
          stops.some((stop) => stop.inMain),
          `${name}: no control in main reached`,
        )
        .toBe(controls.some((control) => control.inMain));
      for (const stop of stops) {
        expect.soft(stop.shown, `${name}: ${stop.description} is focused out of sight`).toBe(true);
        expect.soft(stop.ring, `${name}: ${stop.description} shows no focus ring`).toBe(true);
      }
      // Every control once, in the page's order (a web component's own control may come between).
      const reached = stops.map((stop) => stop.index).filter((index) => index >= 0);
      expect
        .soft(
          reached.map((index) => controls[index]?.description),
          `${name}: the controls in the order Tab reached them`,
        )
        .toEqual(controls.map((control) => control.description));
    }
  });

  test('buy: choose an agent when asked, then open the shop, with the keyboard', async ({
    page,
    context,
    request,
  }) => {
    await context.route(/^https?:\/\/([a-z0-9-]+\.)*cnfans\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>CnFans</title>' }),
    );
    const account = await newAccount(request, 'keysbuy');
    await startSignedIn(context, request, account.username, account.password);
    const all = (await (await request.get('/api/products?page=0&size=50')).json()) as {
      content: { id: number; productLink?: string | null }[];
    };
    const product = all.content.find((item) => item.productLink?.includes('taobao.com'));
    expect(product).toBeDefined();
    const productPath = `/products/${product!.id}`;
    await page.goto(productPath);

    const buy = page.getByRole('button', { name: /^Buy/ });
    await tabTo(page, buy);
    await expectVisibleFocus(buy);
    await page.keyboard.press('Enter');
    // No agent yet: the profile asks for one and comes back.
    await expect(page).toHaveURL((url) => url.pathname === '/profile/edit');
    const agent = page.getByLabel('Agent');
    await tabTo(page, agent);
    await expectVisibleFocus(agent);
    await page.keyboard.type('CnFans');
    await expect(agent.locator('option:checked')).toHaveText('CnFans');
    const save = page.getByRole('button', { name: 'Save changes' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === productPath);

    await tabTo(page, buy);
    await expectVisibleFocus(buy);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await tab.waitForURL(/cnfans\.com/);
    expect(tab.url()).toContain('CURIOCNF25');
    await expect(page).toHaveURL((url) => url.pathname === productPath);
  });

  test.describe('a seller', () => {
    let imageDir = '';
    test.beforeAll(async () => {
      imageDir = await mkdtemp(join(tmpdir(), 'curio-keyboard-'));
    });
    test.afterAll(async () => {
      await rm(imageDir, { recursive: true, force: true });
    });

    test('creates a product', async ({ page, context, request }) => {
      test.setTimeout(120_000);
      const seller = DEMO.sellers[1];
      const token = await startSignedIn(context, request, seller.username, seller.password);
      const picture = join(imageDir, 'keyboard.png');
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } })
        .png()
        .toFile(picture);
      const name = `Keyboard Kettle ${Date.now().toString(36)}`;

      await page.goto('/dashboard/products');
      const add = page.getByRole('link', { name: 'Add Product' });
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();

      await tabTo(page, page.getByLabel('Product name'));
      await page.keyboard.type(name);
      await tabTo(page, page.getByLabel('Price (CNY)'), { max: 2 });
      await page.keyboard.type('18.5');
      await tabTo(page, page.getByLabel('Product link'), { max: 2 });
      await page.keyboard.type('https://item.taobao.com/item.htm?id=5550001');

      // The image picker opens from the keyboard, like any other control.
      const upload = page.locator('input[type="file"]');
      await tabTo(page, upload);
      await expectVisibleFocus(upload);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(picture);
      await expect(page.getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();

      for (const [group, option] of [
        ['Colors', 'Black'],
        ['Sizes', 'One Size'],
        ['Categories', 'Accessories'],
      ] as const) {
        const box = page
          .getByRole('group', { name: new RegExp(`^${group}`) })
          .getByRole('checkbox', { name: option, exact: true });
        await tabTo(page, box);
        await expectVisibleFocus(box);
        await page.keyboard.press('Space');
        await expect(box).toBeChecked();
      }

      await tabTo(page, page.getByRole('button', { name: 'Add Product' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard\/products$/);
      const row = page.getByRole('article').filter({ hasText: name });
      await expect(row).toContainText('¥18.50');

      // Leave the demo store as it was.
      const me = (await (
        await request.get('/api/accounts/me', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { id: number };
      const mine = (await (
        await request.get(`/api/products?page=0&size=5&sellerId=${me.id}&sort=newest`)
      ).json()) as { content: { id: number; name: string }[] };
      const created = mine.content.find((product) => product.name === name);
      expect(created).toBeDefined();
      const removed = await request.delete(`/api/products/${created!.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(removed.ok()).toBe(true);
    });
  });
});
