import { expect, test, type APIRequestContext, type Page } from './helpers/test';
import { apiToken, chooseAgent, newAccount, startSignedIn } from './helpers/api';
import { DEMO } from './helpers/demo';

type ApiProduct = {
  id: number;
  name: string;
  price: number;
  productLink: string | null;
  colors: string[];
  sizes: string[];
  categories: string[];
  imageUrls: string[];
  user: { id: number };
};

const seller = DEMO.sellers[1]; // harborfinds: only products this spec creates are touched.

/** A new product of the seller, made through the API from one of theirs (its images too). */
async function newProduct(request: APIRequestContext, token: string, name: string) {
  const me = (await (
    await request.get('/api/accounts/me', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: number };
  const list = (await (
    await request.get(`/api/products?page=0&size=1&sellerId=${me.id}`)
  ).json()) as { content: ApiProduct[] };
  const model = list.content[0];
  if (!model) throw new Error(`${seller.username} has no product to copy.`);
  const reply = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      price: 99,
      productLink: `https://item.taobao.com/item.htm?id=${Date.now()}`,
      description: 'Made by a journey.',
      colors: model.colors,
      sizes: model.sizes,
      categories: model.categories,
      imageUrls: model.imageUrls,
    },
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as ApiProduct).id;
}

async function storedPrice(request: APIRequestContext, id: number): Promise<number> {
  return ((await (await request.get(`/api/products/${id}`)).json()) as ApiProduct).price;
}

/** The price field and the save button of the edit page, whatever the page's language. */
const priceField = (page: Page) => page.locator('input[name="price"]');
const save = (page: Page) => page.locator('main form button[type="submit"]');

/** The message for "12,5,0" in each language (locales/…/translation.json, priceSeparators). */
const SEPARATORS_MESSAGE = {
  'en-US': /^Write the price with one decimal separator/,
  'de-DE': /^Schreiben Sie den Preis mit einem einzigen Dezimaltrennzeichen/,
  'fr-FR': /^Écrivez le prix avec un seul séparateur décimal/,
} as const;

for (const locale of ['en-US', 'de-DE', 'fr-FR'] as const) {
  test.describe(`the price field in a browser set to ${locale}`, () => {
    test.use({ locale });

    test('12,50 and 12.50 both save 12.50; 12,5,0 is refused with a message', async ({
      page,
      context,
      request,
    }) => {
      const token = await startSignedIn(context, request, seller.username, seller.password);
      const id = await newProduct(request, token, `Price ${locale} ${Date.now().toString(36)}`);
      await page.goto(`/dashboard/products/edit/${id}`);
      // The page speaks the browser's language.
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(priceField(page)).toHaveAttribute('inputmode', 'decimal');

      for (const typed of ['12,50', '12.50']) {
        await priceField(page).fill('');
        await priceField(page).pressSequentially(typed);
        const saved = page.waitForResponse(
          (reply) =>
            reply.url().endsWith(`/api/products/${id}`) && reply.request().method() === 'PATCH',
        );
        await save(page).click();
        expect((await saved).status()).toBe(200);
        expect(await storedPrice(request, id)).toBe(12.5);
        // Back to 99 before the next reading, so each one is seen to save.
        await request.patch(`/api/products/${id}`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { price: 99 },
        });
        await page.goto(`/dashboard/products/edit/${id}`);
      }

      await priceField(page).fill('');
      await priceField(page).pressSequentially('12,5,0');
      await priceField(page).blur();
      await expect(page.getByText(SEPARATORS_MESSAGE[locale])).toBeVisible();
      await save(page).click();
      await expect(page.getByText(SEPARATORS_MESSAGE[locale])).toBeVisible();
      expect(await storedPrice(request, id)).toBe(99);
    });
  });
}

test.describe('Buy clicks', () => {
  test("a shopper's Buy adds exactly one to the seller's count, and a second Buy none", async ({
    browser,
    page,
    context,
    request,
  }) => {
    const sellerToken = await apiToken(request, seller.username, seller.password);
    const name = `Buy count ${Date.now().toString(36)}`;
    const id = await newProduct(request, sellerToken, name);

    /** The "Buy clicks" of the product's row on the seller's dashboard, as the page shows it. */
    const sellerSees = async (): Promise<string> => {
      const sellerContext = await browser.newContext();
      await startSignedIn(sellerContext, request, seller.username, seller.password);
      const dashboard = await sellerContext.newPage();
      await dashboard.goto(`/dashboard/products?search=${encodeURIComponent(name)}`);
      const row = dashboard.getByRole('article').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      const clicks = row.locator('div', {
        has: dashboard.getByText('Buy clicks', { exact: true }),
      });
      const text = (await clicks.locator('dd').innerText()).trim();
      await sellerContext.close();
      return text;
    };
    expect(await sellerSees()).toBe('0');

    const shopper = await newAccount(request, 'counted');
    await chooseAgent(request, shopper, 'CnFans');
    await context.route(/^https?:\/\/([a-z0-9-]+\.)*cnfans\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>CnFans</title>' }),
    );
    await startSignedIn(context, request, shopper.username, shopper.password);
    await page.goto(`/products/${id}`);
    for (let press = 0; press < 2; press++) {
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: /^Buy/ }).click(),
      ]);
      await tab.waitForURL(/cnfans\.com/);
      await tab.close();
    }
    // Two presses by one shopper the same day: one click.
    expect(await sellerSees()).toBe('1');
  });
});
