import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { gridCards } from './helpers/catalog';

type ApiPage = { content: { id: number; name: string }[] };

test.describe('the header search', () => {
  test('suggests as you type on any page, opens a product, searches, and says when nothing matches', async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/api/products?name=hoodie&size=1')).json()) as ApiPage;
    const start = list.content[0]!;
    await page.goto(`/products/${start.id}`);
    await expect(page.getByRole('heading', { level: 1, name: start.name })).toBeVisible();

    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.click();
    await page.keyboard.type('hood');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(suggestions.getByRole('option').first()).toHaveText('Search for “hood”');
    const products = suggestions.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toBeVisible();
    await expect(products.first().locator('mark').first()).toHaveText('Hood');
    await expect(page.getByRole('status').filter({ hasText: /\d+ suggestions/ })).toHaveCount(1);
    // Typing elsewhere than on the home page stays on the page.
    await expect(page).toHaveURL(new RegExp(`/products/${start.id}$`));

    // The first option is "Search for …"; the second the first product.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = products.first();
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await active.getAttribute('id'))!,
    );
    expect(await axeFindings(page, 'header search suggestions')).toEqual([]);
    const chosen = (await active.locator('span').first().textContent())!.trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
    await expect(suggestions).toBeHidden();

    // Enter without choosing a suggestion searches on the home page.
    await search.fill('jacket');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?(.*&)?query=jacket(&|$)/);
    await expect(page.getByRole('heading', { name: 'Results for “jacket”' })).toBeVisible();
    await expect(gridCards(page).first()).toBeVisible();

    // A word that matches nothing says so, and offers to clear the search.
    await search.fill('qzxvqzxv');
    await page.keyboard.press('Enter');
    await expect(page.getByText('No products match “qzxvqzxv”')).toBeVisible();
    await page.getByRole('link', { name: 'Clear the search' }).click();
    await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();

    // A word the catalogue lacks among known ones: the results of the others, and a notice.
    await search.fill('white nike sneakers');
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(
        'No exact match for “white nike sneakers”; showing results for “white sneakers”',
      ),
    ).toBeVisible();
    await expect(gridCards(page).first()).toContainText(/sneakers|trainers|shoes|plimsolls/i);
  });
});
