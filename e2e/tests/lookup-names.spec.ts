import { expect, test } from './helpers/test';
import { startSignedIn } from './helpers/api';
import { DEMO } from './helpers/demo';

// A Chinese name no synonym rule knows, so that only the category's new name can find its products.
const CHINESE_NAME = '数码产品';

test.describe('category names in every language', () => {
  test('the admin names a category in Chinese; a Chinese shopper filters and searches by it', async ({
    page,
    context,
    request,
    browser,
  }) => {
    await startSignedIn(context, request, DEMO.admin.username, DEMO.admin.password);
    await page.goto('/dashboard/admin?tab=categories');
    const form = page.getByRole('region', { name: 'Categories' });
    const list = page.getByRole('region', { name: 'Available Categories' });

    await page.getByRole('button', { name: 'Edit Electronics' }).click();
    await expect(form.getByRole('textbox', { name: /Category name/ })).toHaveValue('Electronics');
    const chinese = form.getByRole('textbox', { name: 'Name in 中文' });
    await expect(chinese).toHaveValue('电子产品');
    await chinese.fill(CHINESE_NAME);
    await form.getByRole('button', { name: 'Update Category' }).click();
    await expect(list.getByRole('listitem').filter({ hasText: 'Electronics' })).toContainText(
      `中文 ${CHINESE_NAME}`,
    );

    // A shopper whose browser speaks Chinese: the first visit goes to the Chinese address.
    const shopperContext = await browser.newContext({ locale: 'zh-CN' });
    const shopper = await shopperContext.newPage();
    await shopper.goto('/');
    await expect(shopper).toHaveURL(/\/zh$/);
    // The page reads before its script runs; the filters open once the app has started.
    await shopper.waitForFunction(() => document.documentElement.dataset.app === 'ready');

    await shopper.getByRole('button', { name: '筛选' }).first().click();
    const panel = shopper.getByRole('dialog', { name: '筛选' });
    await expect(panel.getByRole('checkbox', { name: '卫衣' })).toBeVisible();
    await panel.getByRole('checkbox', { name: CHINESE_NAME }).check();
    await panel.getByRole('button', { name: /^显示/ }).click();
    await expect(panel).toBeHidden();
    // The address keeps the English name (the filter's key); the chip shows the shopper's.
    await expect(shopper).toHaveURL(/[?&]categories=Electronics(&|$)/);
    await expect(shopper.getByRole('link', { name: `移除筛选：${CHINESE_NAME}` })).toBeVisible();

    // The search finds the category's products by the new name.
    await shopper.goto(`/?query=${encodeURIComponent(CHINESE_NAME)}`);
    await shopper.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const results = shopper.getByRole('region', { name: `“${CHINESE_NAME}”的搜索结果` });
    const firstCard = results.locator('a[href^="/zh/products/"]').first();
    await expect(firstCard).toBeVisible();
    await firstCard.click();
    await expect(shopper.getByRole('link', { name: CHINESE_NAME })).toBeVisible();
    await shopperContext.close();
  });
});
