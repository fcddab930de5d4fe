import sharp from 'sharp';
import { expect, test, type APIRequestContext } from './helpers/test';
import { apiToken, newAccount, startSignedIn } from './helpers/api';
import { DEMO } from './helpers/demo';

type ApiProduct = { id: number; name: string; user: { username: string } };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Products these journeys made: deleted after each, so other journeys see the demo store's newest. */
const made: number[] = [];

test.afterEach(async ({ request }) => {
  const adminToken = await apiToken(request, DEMO.admin.username, DEMO.admin.password);
  for (const id of made.splice(0)) {
    const removed = await request.delete(`/api/products/${id}`, { headers: bearer(adminToken) });
    expect(removed.status()).toBe(200);
  }
});

/** A new seller with one product of their own, made through the API. */
async function sellerWithProduct(request: APIRequestContext) {
  const account = await newAccount(request, 'frost');
  const adminToken = await apiToken(request, DEMO.admin.username, DEMO.admin.password);
  const found = (await (
    await request.get(`/api/accounts?search=${account.username}&filter=name`, {
      headers: bearer(adminToken),
    })
  ).json()) as { content: { id: number }[] };
  const id = found.content[0]?.id ?? 0;
  const role = await request.patch(`/api/accounts/${id}/role`, {
    data: { role: 'SELLER' },
    headers: bearer(adminToken),
  });
  expect(role.status()).toBe(200);

  const sellerToken = await apiToken(request, account.username, account.password);
  const image = await sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/products/images/upload', {
    multipart: { files: { name: 'jacket.jpg', mimeType: 'image/jpeg', buffer: image } },
    headers: bearer(sellerToken),
  });
  expect(upload.status()).toBe(200);
  const { imageUrls } = (await upload.json()) as { imageUrls: string[] };
  const name = `Frost Jacket ${Date.now().toString(36)}`;
  const created = await request.post('/api/products', {
    data: {
      name,
      price: 19.99,
      productLink: 'https://item.taobao.com/item.htm?id=726151416538',
      description: 'Waxed cotton.',
      colors: ['Black'],
      sizes: ['M'],
      categories: ['T-Shirts'],
      imageUrls,
    },
    headers: bearer(sellerToken),
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as ApiProduct;
  made.push(product.id);
  return { account, userId: id, adminToken, product };
}

test.describe('clear states for sellers', () => {
  test('a frozen seller sees why, with every product action off', async ({
    page,
    context,
    request,
  }) => {
    const { account, userId, adminToken, product } = await sellerWithProduct(request);
    const frozen = await request.patch(`/api/accounts/${userId}/freeze`, {
      headers: bearer(adminToken),
    });
    expect(frozen.status()).toBe(200);
    await startSignedIn(context, request, account.username, account.password);

    await page.goto('/dashboard/products');
    const notice = page.getByRole('status', { name: 'Your account is frozen' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('you cannot add, edit or delete products');
    await expect(notice.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const reason = 'Not available: your account is frozen.';
    const add = page.getByRole('link', { name: 'Add Product' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAttribute('title', reason);
    const edit = page.getByRole('link', { name: `Edit ${product.name}` });
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await edit.click({ force: true });
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    const remove = page.getByRole('button', { name: `Delete ${product.name}` });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('title', reason);

    // Opened by its address, the form shows the product with nothing to change or save.
    await page.goto(`/dashboard/products/edit/${product.id}`);
    await expect(page.getByRole('status', { name: 'Your account is frozen' })).toBeVisible();
    await expect(page.getByLabel('Product name')).toHaveValue(product.name);
    await expect(page.getByLabel('Product name')).toBeDisabled();
    await expect(page.locator('input[type="file"]')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    // The server refuses as well.
    const sellerToken = await apiToken(request, account.username, account.password);
    const patch = await request.patch(`/api/products/${product.id}`, {
      data: { price: 1 },
      headers: bearer(sellerToken),
    });
    expect(patch.status()).toBe(403);
  });

  test("another seller's product by its address shows the 403 screen, not a form", async ({
    page,
    context,
    request,
  }) => {
    const { product } = await sellerWithProduct(request);
    const other = DEMO.sellers[0];
    await startSignedIn(context, request, other.username, other.password);

    await page.goto(`/dashboard/products/edit/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expect(page.getByLabel('Product name')).toHaveCount(0);

    await page.goto('/dashboard/products/edit/2000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  });
});
