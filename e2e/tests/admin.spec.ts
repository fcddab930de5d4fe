import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './helpers/test';
import { apiToken, newAccount } from './helpers/api';
import { settleAnimations } from './helpers/axe';
import { DEMO } from './helpers/demo';

type ApiColor = { id: number; color: string };
type ApiStats = {
  registeredUsers: number;
  totalProducts: number;
  availableAgents: number;
  productViews: number;
  purchaseClicks: number;
  conversionRate: number;
};

/** Signs in through the sign-in page and waits for the session to be stored. */
async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/auth/signin');
  await page.getByLabel('Username or email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  // The page moves on after 1 s; let it, so that it does not navigate away from the next page.
  await expect(page).not.toHaveURL(/\/auth\/signin/);
}

async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
}

/** A page of its own (separate storage) for a second person in the same journey. */
async function pageFor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Finds a user on /dashboard/users by name and answers their table row. */
async function findUser(page: Page, username: string) {
  await page.goto('/dashboard/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${username}`));
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  return row;
}

async function makeSeller(page: Page, username: string) {
  const row = await findUser(page, username);
  await row.getByRole('combobox', { name: `Role of ${username}` }).selectOption('SELLER');
  const ask = page.getByRole('alertdialog', { name: `Make ${username} a seller?` });
  await ask.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('User role updated to SELLER')).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Role of ${username}` })).toHaveValue('SELLER');
  return row;
}

test.describe('the admin area', () => {
  test('the admin makes a new user a seller, who then reaches the product dashboard', async ({
    page,
    browser,
    request,
  }) => {
    const account = await newAccount(request, 'seller');
    await signInAsAdmin(page);
    await makeSeller(page, account.username);
    await expectNoAxeViolations(page);

    // The role is changed on the server (the old sessions of the user end with it).
    const adminToken = await apiToken(request, DEMO.admin.username, DEMO.admin.password);
    const reply = await request.get(`/api/accounts?search=${account.username}&filter=name`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const found = (await reply.json()) as { content: { username: string; role: string }[] };
    expect(found.content).toEqual([
      expect.objectContaining({ username: account.username, role: 'SELLER' }),
    ]);

    const seller = await pageFor(browser);
    await signIn(seller, account.username, account.password);
    await seller.goto('/dashboard/products');
    await expect(seller).toHaveURL(/\/dashboard\/products$/);
    await expect(seller.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    // The header (another feature) shows sellers a link to the dashboard.
    await expect(
      seller
        .getByRole('banner')
        .getByRole('link', { name: /dashboard/i })
        .first(),
    ).toBeVisible();
    await seller.context().close();
  });

  test('a seller the admin freezes can no longer create products', async ({ page, request }) => {
    const account = await newAccount(request, 'frozen');
    await signInAsAdmin(page);
    const row = await makeSeller(page, account.username);

    // A valid product, as far as the request's shape goes.
    const product = {
      name: 'Frozen journey tee',
      price: 12.5,
      productLink: 'https://item.taobao.com/item.htm?id=726151416538',
      description: '',
      colors: ['Black'],
      sizes: ['M'],
      categories: ['T-Shirts'],
      imageUrls: ['/media/products/not-uploaded-600.webp'],
    };
    const sellerToken = await apiToken(request, account.username, account.password);
    const headers = { Authorization: `Bearer ${sellerToken}` };
    const before = await request.post('/api/products', { data: product, headers });
    expect(before.status()).not.toBe(403);

    await row.getByRole('button', { name: `Freeze ${account.username}` }).click();
    await page
      .getByRole('alertdialog', { name: `Freeze ${account.username}?` })
      .getByRole('button', { name: 'Freeze', exact: true })
      .click();
    await expect(page.getByText(`User ${account.username} has been frozen`)).toBeVisible();
    // The list reloads: the row now says Frozen and offers Unfreeze.
    await expect(row.getByText('Frozen', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Unfreeze ${account.username}` })).toBeVisible();

    const after = await request.post('/api/products', { data: product, headers });
    expect(after.status()).toBe(403);
    expect(await after.json()).toMatchObject({
      message: 'Your account is frozen. You cannot manage products.',
    });
  });

  test('the admin adds a colour, renames it and deletes it', async ({ page, request }) => {
    const existing = async () =>
      ((await (await request.get('/api/colors')).json()) as ApiColor[]).map((c) =>
        c.color.toLowerCase(),
      );
    await signInAsAdmin(page);
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Colors' }).click();
    await expect(page.getByRole('tab', { name: 'Colors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const field = page.getByRole('textbox', { name: /Color name/ });
    const list = page.getByRole('region', { name: 'Available Colors' });
    const form = page.getByRole('region', { name: 'Colors', exact: true });
    const banner = form.getByRole('alert');
    const item = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    await expect(list.getByRole('listitem').first()).toBeVisible();

    // 'teal' (the demo store has it already: the server refuses a second one).
    let added = 'teal';
    await field.fill(added);
    await expect(form.getByText('#008080')).toBeVisible(); // the live preview
    if ((await existing()).includes('teal')) {
      await page.getByRole('button', { name: 'Add Color' }).click();
      await expect(banner).toHaveText('This name already exists.');
      added = 'turquoise';
      await field.fill(added);
    }
    await page.getByRole('button', { name: 'Add Color' }).click();
    await expect(item(added)).toBeVisible();
    await expect(field).toHaveValue('');
    await expectNoAxeViolations(page);

    // Rename it 'navy' (again refused while the demo's Navy exists).
    await page.getByRole('button', { name: `Edit ${added}` }).click();
    await expect(field).toHaveValue(added);
    let renamed = 'navy';
    await field.fill(renamed);
    if ((await existing()).includes('navy')) {
      await page.getByRole('button', { name: 'Update Color' }).click();
      await expect(banner).toHaveText('This name already exists.');
      renamed = 'aquamarine';
      await field.fill(renamed);
    }
    await page.getByRole('button', { name: 'Update Color' }).click();
    await expect(item(renamed)).toBeVisible();
    await expect(item(added)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Color' })).toBeVisible();
    expect(await existing()).toContain(renamed);

    // Delete it, after the confirmation.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await expect(dialog).toContainText(`Are you sure you want to delete the color “${renamed}”?`);
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(item(renamed)).toHaveCount(0);
    expect(await existing()).not.toContain(renamed);

    // A colour in use stays: the server's text shows in the banner.
    await page.getByRole('button', { name: 'Delete Black', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(banner).toHaveText(
      'The color "Black" cannot be deleted because it is being used by one or more products.',
    );
    await expect(item('Black')).toBeVisible();
  });

  test('the statistics on screen are those of the server', async ({ page, request }) => {
    // One more product view, so that the interactions chart has something to show: counted as a
    // shopper's is, sent by the product page's script with its visitor id.
    const products = (await (await request.get('/api/products?size=1')).json()) as {
      content: { id: number }[];
    };
    const viewSent = page.waitForResponse(
      (response) => response.url().endsWith('/api/events') && response.status() === 204,
    );
    await page.goto(`/products/${products.content[0]?.id}`);
    await viewSent;

    await signInAsAdmin(page);
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Platform Statistics' })).toBeVisible();
    const metrics = page.getByRole('region', { name: 'Key Metrics' });
    await expect(metrics).toBeVisible();

    const token = await apiToken(request, DEMO.admin.username, DEMO.admin.password);
    const stats = (await (
      await request.get('/api/stats', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as ApiStats;
    const metric = (label: string) =>
      metrics
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: label }) })
        .locator('dd');
    await expect(metric('Registered Users')).toHaveText(
      stats.registeredUsers.toLocaleString('en-US'),
    );
    await expect(metric('Total Products')).toHaveText(stats.totalProducts.toLocaleString('en-US'));
    await expect(metric('Available Agents')).toHaveText(String(stats.availableAgents));
    await expect(metric('Conversion Rate')).toHaveText(`${stats.conversionRate}%`);

    const interactions = page.getByRole('region', { name: 'User Interactions' });
    await expect(
      interactions.getByRole('listitem').filter({ hasText: 'Product Clicks' }),
    ).toContainText(stats.productViews.toLocaleString('en-US'));
    await expect(
      interactions.getByRole('listitem').filter({ hasText: 'Purchase Clicks' }),
    ).toContainText(stats.purchaseClicks.toLocaleString('en-US'));
    await expect(interactions).toContainText(`Conversion rate: ${stats.conversionRate}%`);
    if (stats.availableAgents > 0) {
      await expect(page.getByRole('region', { name: 'Agent Distribution' })).toBeVisible();
    }

    // The tabs answer the keyboard.
    await page.getByRole('tab', { name: 'Statistics' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Colors' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Colors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Available Colors' })).toBeVisible();
  });

  test('a visitor writes through the contact form; the admin reads it in the inbox', async ({
    page,
    browser,
  }) => {
    const name = `Journey ${Date.now().toString(36)}`;
    const text = `Hello from ${name}: do you list vintage cameras?`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();

    // Without the captcha the form asks for it.
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill('journey@example.com');
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please complete the captcha verification.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The captcha: click its label, then wait for the proof of work.
    const captcha = page.locator('altcha-widget');
    await captcha.getByText("I'm not a robot").click();
    await expect(captcha.locator('[data-state="verified"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Please complete the captcha verification.')).toBeHidden();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Form Submitted Successfully')).toBeVisible();
    await expect(
      page.getByText("Thanks for your message! We'll get back to you soon."),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(captcha.locator('[data-state="verified"]')).toHaveCount(0);

    const admin = await pageFor(browser);
    await signInAsAdmin(admin);
    await admin.goto('/dashboard/admin');
    await admin.getByRole('tab', { name: /^Inbox/ }).click();
    const inbox = admin.getByRole('tabpanel');
    const message = inbox.getByRole('button', { name: new RegExp(name) });
    await expect(message).toBeVisible();
    await expect(message).toContainText('(Unread)');
    await message.click();
    await expect(message).toHaveAttribute('aria-expanded', 'true');
    await expect(inbox.getByText(text, { exact: true })).toBeVisible();
    await expect(message).not.toContainText('(Unread)');
    await expect(inbox.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await admin.context().close();
  });
});
