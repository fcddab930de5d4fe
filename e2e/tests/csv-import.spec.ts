import { readFile } from 'node:fs/promises';
import { expect, test } from './helpers/test';
import { apiToken } from './helpers/api';
import { DEMO } from './helpers/demo';

const seller = DEMO.sellers[2]; // lotusandco: the product this journey creates is deleted after it.

test('a seller checks a CSV, sees its errors by row, imports the valid row and gets the report', async ({
  context,
  page,
  request,
}) => {
  const token = await apiToken(request, seller.username, seller.password);
  const auth = { Authorization: `Bearer ${token}` };
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  const listed = await request.get('/api/dashboard/products?page=0&size=1', { headers: auth });
  const [existing] = ((await listed.json()) as { content: { id: number }[] }).content;
  const name = `Imported Linen Shirt ${Date.now().toString(36)}`;
  const itemId = 880_000_000_000 + (Date.now() % 1_000_000);
  const csv = [
    'name;description;price;link;categories;colors;sizes;images',
    `${name};Loose fit;88,00;https://item.taobao.com/item.htm?id=${itemId};hoodies;black;M;product:${existing?.id}`,
    `Wool Scarf;;0;https://weidian.com/item.html?itemID=${itemId + 1};Hoodies;Chartreuse;M;product:${existing?.id}`,
  ].join('\r\n');

  await page.goto('/dashboard/products');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/import$/);
  await expect(
    page.getByRole('heading', { name: 'Import products from a CSV file' }),
  ).toBeVisible();

  await page.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`),
  });
  await page.getByRole('button', { name: 'Check file' }).click();

  await expect(page.getByText('1 of 2 rows are ready to import.')).toBeVisible();
  const table = page.getByRole('table', { name: '1 row with errors' });
  const scarf = table.getByRole('row').filter({ hasText: 'Wool Scarf' });
  await expect(scarf).toContainText('3');
  await expect(scarf).toContainText('Price: Price must be greater than 0');
  await expect(scarf).toContainText('Colors: Unknown value: Chartreuse');

  await page.getByLabel(/All or nothing/).check();
  await expect(page.getByRole('button', { name: 'Import 1 product' })).toBeDisabled();
  await page.getByLabel(/Row by row/).check();
  await page.getByRole('button', { name: 'Import 1 product' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 created, 1 skipped.' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download report (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('import-report.csv');
  const report = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(report[0]).toBe('\uFEFFRow,Product,Result,Product ID,Reason');
  expect(report[1]).toMatch(new RegExp(`^2,${name},Created,\\d+,$`));
  expect(report[2]).toBe(
    '3,Wool Scarf,Skipped,,Price: Price must be greater than 0 / Colors: Unknown value: Chartreuse',
  );

  // The product is listed, with the images of the product it named.
  const id = Number(report[1]?.split(',')[3]);
  const created = await request.get(`/api/products/${id}`);
  expect(await created.json()).toMatchObject({ name, price: 88, categories: ['Hoodies'] });
  await page.goto(`/dashboard/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(name)).toBeVisible();
  expect((await request.delete(`/api/products/${id}`, { headers: auth })).status()).toBe(200);
});
