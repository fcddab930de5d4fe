import { expect, test, type Page } from './helpers/test';
import { gridCards } from './helpers/catalog';

const cardName = async (page: Page, index = 0) =>
  (await gridCards(page).nth(index).getByRole('heading').textContent())?.trim() ?? '';

type ApiProduct = { id: number; name: string; colors: string[]; categories: string[] };

test.describe('the storefront', () => {
  test('search, filter, paginate, open a product and find it in Recently Viewed', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(gridCards(page).first()).toBeVisible();

    // Search: the header box writes the trimmed query to the address after a pause.
    await page.getByRole('combobox', { name: 'Search products' }).fill('  hoodie ');
    await expect(page).toHaveURL(/[?&]query=hoodie(&|$)/);
    await expect(page.getByRole('heading', { name: 'Results for “hoodie”' })).toBeVisible();
    await expect(gridCards(page).first()).toContainText(/hood/i);

    // Filter: a category and a colour; the apply button counts the pending selection.
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await panel.getByRole('checkbox', { name: 'Hoodies' }).check();
    await panel.getByRole('checkbox', { name: 'Black' }).check();
    // The count the server gives for that selection, once the button has it (until then it keeps
    // the previous selection's count).
    const facets = await request.get(
      '/api/products/facets?name=hoodie&categories=Hoodies&colors=Black',
    );
    const count = ((await facets.json()) as { total: number }).total;
    expect(count).toBeGreaterThan(0);
    const apply = panel.getByRole('button', {
      name: `Show ${count} product${count === 1 ? '' : 's'}`,
    });
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(panel).toBeHidden();

    await expect(page).toHaveURL(/[?&]categories=Hoodies(&|$)/);
    await expect(page).toHaveURL(/[?&]colors=Black(&|$)/);
    await expect(page).toHaveURL(/[?&]query=hoodie(&|$)/);
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(
      page.getByText(`${count} product${count === 1 ? '' : 's'}`, { exact: true }),
    ).toBeVisible();
    await expect(gridCards(page)).toHaveCount(Math.min(count, 50));

    // The grid shows exactly the matching products, in the server's order.
    const reply = await request.get('/api/products?name=hoodie&categories=Hoodies&colors=Black');
    const matching = ((await reply.json()) as { content: ApiProduct[] }).content;
    expect(matching.length).toBe(Math.min(count, 50));
    for (const product of matching) {
      expect(product.categories).toContain('Hoodies');
      expect(product.colors).toContain('Black');
    }
    const names = await gridCards(page).getByRole('heading').allTextContents();
    expect(names.map((name) => name.trim())).toEqual(matching.map((product) => product.name));

    // Page 2 of the unfiltered list, and back.
    await page.goto('/');
    await expect(gridCards(page).first()).toBeVisible();
    const firstOnPage1 = await cardName(page);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(gridCards(page).first()).not.toContainText(firstOnPage1);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(gridCards(page).first()).toContainText(firstOnPage1);

    // Open a product, go Back: it leads the Recently Viewed carousel.
    const opened = await cardName(page, 3);
    await gridCards(page).nth(3).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const recent = page.getByRole('region', { name: 'Recently Viewed' });
    await expect(recent.getByRole('link').first()).toContainText(opened);
  });

  test('a seller page opens from a product and lists the seller and their products', async ({
    page,
  }) => {
    await page.goto('/');
    const name = await cardName(page);
    await gridCards(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const sellerLink = page.locator('main a[href^="/seller/"]');
    const seller = ((await sellerLink.locator('span span').first().textContent()) ?? '').trim();
    expect(seller).not.toBe('');
    await sellerLink.click();

    await expect(page).toHaveURL(/\/seller\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: seller })).toBeVisible();
    const products = page
      .getByRole('region', { name: 'Products' })
      .locator('a[href^="/products/"]');
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeGreaterThan(1);
    await expect(products.filter({ hasText: name })).toHaveCount(1);

    // The trusted-seller badge explains itself on keyboard focus.
    await page.getByRole('button', { name: 'Trusted seller' }).focus();
    await expect(page.getByRole('tooltip')).toBeVisible();

    await page.getByRole('button', { name: 'Back to all products' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown seller shows "Seller not found", without a full stop', async ({ page }) => {
    const heading = page.getByRole('heading', { name: 'Seller not found', exact: true });
    await page.goto('/seller/99999');
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(/^Seller not found\b[^.]*$/);
    await page.goto('/seller/not-a-number');
    await expect(heading).toBeVisible();
  });

  test.describe('sharing', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('Share copies the product address to the clipboard', async ({ page }) => {
      await page.goto('/');
      await gridCards(page).first().click();
      await expect(page).toHaveURL(/\/products\/\d+$/);

      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(page.url());
    });
  });

  test('Share shows the link to copy by hand when the clipboard refuses it', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Refused', 'NotAllowedError'));
    });
    await page.goto('/');
    await gridCards(page).first().click();
    await expect(page).toHaveURL(/\/products\/\d+$/);

    await page.getByRole('button', { name: 'Share' }).click();
    const field = page.getByRole('textbox', { name: 'Unable to share or copy link' });
    await expect(field).toHaveValue(page.url());
    await expect(field).toBeFocused();
    await expect(field).not.toBeEditable();
    const selected = await field.evaluate((input: HTMLInputElement) =>
      input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
    );
    expect(selected).toBe(page.url());
  });

  test('a misspelt search still finds hoodies', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill('hoodei');
    await expect(page).toHaveURL(/[?&]query=hoodei(&|$)/);
    await expect(page.getByRole('heading', { name: 'Results for “hoodei”' })).toBeVisible();
    // The heading changes with the address; the cards follow once the results are in.
    await expect(gridCards(page).first()).toContainText(/hood/i);
    const names = await gridCards(page).getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.slice(0, 5).every((name) => /hood/i.test(name))).toBe(true);
  });

  test('a missing product shows "Product not found." and leaves Recently Viewed', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'recently_viewed',
        JSON.stringify([{ id: 999999, name: 'Gone', price: 1, image: null, imageUrl: null }]),
      ),
    );
    await page.goto('/products/999999');
    await expect(page.getByText('Product not found.')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(gridCards(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recently Viewed' })).toBeHidden();
  });
});
