import { expect, test, type Page } from './helpers/test';
import { apiToken, newAccount, startSignedIn } from './helpers/api';
import { DEMO } from './helpers/demo';
import { importCsv, importForm, importLines, importPhotos } from '../../bench/lib/import-files';

/**
 * The dashboard with a seller's 5,000 imported products (the realistic file of
 * bench/csv-import.ts), at a desktop's 1280 px and a phone's 375 × 812.
 *
 * "Two screens" at 375 × 812: one page of the list, from the top of its first product to the
 * bottom of its paging controls, is at most 2 × 812 = 1,624 px. What is above the list (the site
 * header, title, search and bulk bar) and below it (the footer) is the allowance, not counted.
 */
type Box = { x: number; y: number; width: number; height: number };

const ROWS = 5000;
const PHONE = { width: 375, height: 812 };
const TWO_SCREENS = 2 * PHONE.height;

let seller = { username: '', email: '', password: '' };
let sellerId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  // A seller of its own, whose products are deleted afterwards: the other journeys' store stays.
  seller = await newAccount(request, 'bigshop');
  const adminToken = await apiToken(request, DEMO.admin.username, DEMO.admin.password);
  const token = await apiToken(request, seller.username, seller.password);
  const me = (await (
    await request.get('/api/accounts/me', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: number };
  const role = await request.patch(`/api/accounts/${me.id}/role`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { role: 'SELLER' },
  });
  expect(role.status()).toBe(200);
  sellerId = me.id;
  const sellerToken = await apiToken(request, seller.username, seller.password);
  const base = baseURL ?? '';
  const reply = await fetch(`${base}/api/products/import?mode=per-row`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sellerToken}` },
    body: importForm(await importCsv(base, ROWS), await importPhotos()),
  });
  let created = 0;
  for await (const line of importLines(reply)) if (line.type === 'result') created = line.created;
  expect(created).toBe(ROWS);
});

test.afterAll(async ({ request }) => {
  const token = await apiToken(request, seller.username, seller.password);
  const reply = await request.post('/api/dashboard/products/bulk', {
    headers: { Authorization: `Bearer ${token}` },
    data: { selection: { by: 'matching', filter: 'all' }, action: { type: 'delete' } },
  });
  expect(reply.status()).toBe(200);
  // Gone from the shoppers' catalogue too: the other journeys find the store as it was.
  await expect
    .poll(
      async () => {
        const list = await request.get(`/api/products?size=1&sellerId=${String(sellerId)}`);
        return ((await list.json()) as { totalElements: number }).totalElements;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
});

async function openDashboard(page: Page) {
  await page.goto('/dashboard/products');
  await expect(page.getByText(`${ROWS.toLocaleString('en-US')} products`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(25);
}

test('at 1280 px the price and its "≈" amount stay out of the seller column', async ({
  page,
  context,
  request,
}) => {
  await startSignedIn(context, request, seller.username, seller.password);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page);
  const rows = page.getByRole('article');
  await expect(rows.first().locator('[data-cell="price"]')).toContainText('≈');
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (let at = 0; at < 25; at++) {
    // The amounts' own boxes (their text), not their cell's: text can run out of a cell.
    const amounts = rows.nth(at).locator('[data-cell="price"] > span');
    await expect(amounts).toHaveCount(2);
    const seller = await rows.nth(at).locator('[data-cell="seller"]').boundingBox();
    if (!seller) throw new Error(`row ${at + 1} has no seller cell`);
    for (const amount of await amounts.all()) {
      const box = await amount.boundingBox();
      if (!box) throw new Error(`row ${at + 1}: an amount is not shown`);
      expect(
        overlaps(box, seller),
        `row ${at + 1}: ${await amount.innerText()} over the seller`,
      ).toBe(false);
    }
  }
});

test('at 375 × 812 a page of products fits in two screens, paged from the keyboard', async ({
  page,
  context,
  request,
}, testInfo) => {
  await startSignedIn(context, request, seller.username, seller.password);
  await page.setViewportSize(PHONE);
  await openDashboard(page);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const first = await page.getByRole('article').first().boundingBox();
  const end = await pager.boundingBox();
  if (!first || !end) throw new Error('no product row or no paging controls');
  const listHeight = end.y + end.height - first.y;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  testInfo.annotations.push({
    type: 'measured',
    description: `375 × 812: list ${Math.round(listHeight)} px (limit ${TWO_SCREENS}), whole page ${pageHeight} px, above the list ${Math.round(first.y)} px`,
  });
  expect(listHeight).toBeLessThanOrEqual(TWO_SCREENS);

  // From the last product, Tab reaches the paging controls; Enter on "Next page" opens page 2.
  const firstName = await page.getByRole('article').first().getByRole('heading').innerText();
  await page.getByRole('article').last().getByRole('button').last().focus();
  const next = pager.getByRole('link', { name: 'Next page' });
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press('Tab');
    if (await next.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstName);
  await expect(page.getByRole('article')).toHaveCount(25);
});
