import { expect, test } from './helpers/test';
import { startSignedIn } from './helpers/api';
import { DEMO } from './helpers/demo';

type ApiProduct = { id: number; name: string; price: number };

const DEMO_PRODUCT = 'Vintage Denim Six-Panel Cap';

/** "CN¥88.00" in English, as the product page writes a price of record. */
const yuan = (amount: number) =>
  `CN¥${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

test.describe('prices in the shopper’s currency', () => {
  test('the shopper picks euros, keeps them on reload, and sees a rate the admin sets', async ({
    page,
    browser,
    request,
  }) => {
    // A product of the demo store itself: the newest may be one another journey made and removes.
    const products = (await (
      await request.get(`/api/products?size=1&name=${encodeURIComponent(DEMO_PRODUCT)}`)
    ).json()) as { content: ApiProduct[] };
    const product = products.content[0];
    if (product?.name !== DEMO_PRODUCT) throw new Error(`The demo store has no ${DEMO_PRODUCT}`);
    const price = page
      .locator('main p')
      .filter({ hasText: yuan(product.price) })
      .first();
    const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });

    // An English reader who has not chosen sees dollars beside the yuan (the demo's rates).
    await page.goto(`/products/${product.id}`);
    await expect(currency).toHaveValue('USD');
    await expect(price).toHaveText(new RegExp(`^${yuan(product.price)}≈ \\$[\\d,]+\\.\\d{2}$`));

    await currency.selectOption('EUR');
    await expect(price).toHaveText(new RegExp(`^${yuan(product.price)}≈ €[\\d,]+\\.\\d{2}$`));

    await page.reload();
    await expect(currency).toHaveValue('EUR');
    await expect(price).toHaveText(new RegExp(`^${yuan(product.price)}≈ €`));

    // The admin sets 1 CNY = 0.25 EUR in the panel; the page says when and by whom.
    const adminContext = await browser.newContext();
    await startSignedIn(adminContext, request, DEMO.admin.username, DEMO.admin.password);
    const admin = await adminContext.newPage();
    await admin.goto('/dashboard/admin?tab=currencyRates');
    const euro = admin.getByRole('textbox', { name: /^EUR per 1 CNY/ });
    await euro.fill('0,25');
    await admin.getByRole('button', { name: 'Save EUR rate' }).click();
    await expect(admin.getByText('The EUR rate is now 0.25.')).toBeVisible();
    await expect(euro).toHaveValue('0.25');
    await expect(admin.getByText(`by ${DEMO.admin.username}`)).toBeVisible();
    // A rate that is not one is refused with the reason, and nothing changes.
    await euro.fill('-1');
    await admin.getByRole('button', { name: 'Save EUR rate' }).click();
    await expect(admin.getByText('The rate must be greater than 0.')).toBeVisible();
    await adminContext.close();

    // Whole cents times 25, rounded half up to the cent.
    const euros = Math.round((Math.round(product.price * 100) * 25) / 100) / 100;
    await page.reload();
    await expect(price).toHaveText(
      `${yuan(product.price)}≈ ${new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(euros)}`,
    );

    // The price filter still works in yuan, and says what its bounds are in euros.
    await page.goto('/');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toContainText('≈ €0.00 – €87.50');
  });
});
