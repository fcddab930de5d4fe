import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from './helpers/test';
import { apiToken, newAccount, startSignedIn } from './helpers/api';
import { DEMO } from './helpers/demo';

const PRODUCTS = 30;

/** Products this journey made: deleted after it, so other journeys see the demo store's newest. */
const made: number[] = [];

test.afterEach(async ({ request }) => {
  const adminToken = await apiToken(request, DEMO.admin.username, DEMO.admin.password);
  for (const id of made.splice(0)) {
    const removed = await request.delete(`/api/products/${id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(removed.status()).toBe(200);
  }
});

/** A new seller with 30 products priced 10.00 to 39.00, made through the API. */
async function sellerWithProducts(request: APIRequestContext) {
  const account = await newAccount(request, 'bulk');
  const userToken = await apiToken(request, account.username, account.password);
  const me = await request.get('/api/accounts/me', {
    headers: { Authorization: `Bearer ${userToken}` },
  });
  const { id } = (await me.json()) as { id: number };
  const adminToken = await apiToken(request, DEMO.admin.username, DEMO.admin.password);
  const promoted = await request.patch(`/api/accounts/${id}/role`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { role: 'SELLER' },
  });
  expect(promoted.status()).toBe(200);

  const auth = {
    Authorization: `Bearer ${await apiToken(request, account.username, account.password)}`,
  };
  const jpeg = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#0f766e' },
  })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/products/images/upload', {
    headers: auth,
    multipart: { files: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(upload.status()).toBe(200);
  const { imageUrls } = (await upload.json()) as { imageUrls: string[] };
  const first = async (path: string, field: string) => {
    const rows = (await (await request.get(path)).json()) as Record<string, string>[];
    return rows[0]![field]!;
  };
  const lookups = {
    colors: [await first('/api/colors', 'color')],
    sizes: [await first('/api/sizes', 'size')],
    categories: [await first('/api/categories', 'name')],
  };
  for (let n = 0; n < PRODUCTS; n++) {
    const created = await request.post('/api/products', {
      headers: auth,
      data: {
        name: `Bulk piece ${String(n).padStart(2, '0')}`,
        price: 10 + n,
        productLink: `https://item.taobao.com/item.htm?id=7000000000${String(n).padStart(2, '0')}`,
        description: '',
        imageUrls,
        ...lookups,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    made.push(((await created.json()) as { id: number }).id);
  }
  return account;
}

const rowOf = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

test('a seller sorts, edits a product of page 2 and comes back to it, then raises its prices by 10%', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await sellerWithProducts(request);
  await startSignedIn(context, request, account.username, account.password);

  await page.goto('/dashboard/products');
  await expect(page.getByText('30 products', { exact: true })).toBeVisible();

  // Price: highest first, then (again) lowest first.
  const priceHeader = page.getByRole('columnheader', { name: 'Price' });
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/\?sort=price&order=asc$/);
  await expect(page.getByRole('article').first()).toContainText('Bulk piece 00');

  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/sort=price&order=asc&page=2$/);
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('article').first()).toContainText('Bulk piece 25');

  // The Back link returns to page 2, sorted as it was.
  await page.getByRole('link', { name: 'Edit Bulk piece 27' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\?sort=price&order=asc&page=2$/);
  await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // So does saving.
  await page.getByRole('link', { name: 'Edit Bulk piece 27' }).click();
  const name = page.getByLabel('Product name');
  await expect(name).toHaveValue('Bulk piece 27');
  await name.fill('Bulk piece 27 edited');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/products\?sort=price&order=asc&page=2$/);
  await expect(rowOf(page, 'Bulk piece 27 edited')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);

  // Browser back from an edit page lands there too.
  await page.getByRole('link', { name: 'Edit Bulk piece 26' }).click();
  await expect(page.getByLabel('Product name')).toHaveValue('Bulk piece 26');
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/products\?sort=price&order=asc&page=2$/);

  // Every product of the page, 10% dearer, after a confirmation naming the count.
  await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
  await expect(page.getByRole('heading', { name: '5 products selected' })).toBeVisible();
  await page.getByLabel('Action').selectOption('changePrice');
  await page.getByLabel('Change by').selectOption('percent');
  await page.getByLabel('Percent (e.g. 10 or -5)').fill('10');
  await page.getByRole('button', { name: 'Apply…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Change the price of 5 products by +10%?');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, '5 products changed.')).toBeVisible();
  // 39.00 × 1.1 = 42.90; 35.00 × 1.1 = 38.50.
  await expect(rowOf(page, 'Bulk piece 29')).toContainText('CN¥42.90');
  await expect(rowOf(page, 'Bulk piece 25')).toContainText('CN¥38.50');
  await expect(rowOf(page, 'Bulk piece 24')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '0 products selected' })).toBeVisible();
});
