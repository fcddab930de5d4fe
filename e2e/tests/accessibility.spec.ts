import { writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './helpers/test';
import { newAccount, startSignedIn } from './helpers/api';
import { axeFindings, isSerious, type Finding } from './helpers/axe';
import { DEMO } from './helpers/demo';

/**
 * One screen to scan: a path, and optionally what to do there first (open a dialog, a tab…).
 * `dark` screens are also checked for contrast in the dark theme: one of each kind of page is
 * enough there, as the theme changes colours only (styles/dark-theme.css).
 */
type Screen = {
  path: string;
  label?: string;
  dark?: boolean;
  prepare?: (page: Page) => Promise<void>;
};

/** The page has rendered its content: a heading, no skeletons or spinners left. */
async function settled(page: Page) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main .animate-pulse')).toHaveCount(0);
}

/** Scans each screen in full in the light theme, then the `dark` ones' contrast in the dark. */
async function sweep(page: Page, screens: Screen[]): Promise<Finding[]> {
  test.setTimeout(60_000 + screens.length * 15_000);
  const findings: Finding[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const screen of screens.filter((one) => scheme === 'light' || one.dark)) {
      await page.goto(screen.path);
      await settled(page);
      await screen.prepare?.(page);
      const label = `${scheme} ${screen.label ?? screen.path}`;
      findings.push(...(await axeFindings(page, label, { contrastOnly: scheme === 'dark' })));
    }
  }
  return findings;
}

async function expectNoSeriousFindings(findings: Finding[]) {
  // Kept with the run's output (test-results/…/axe-findings.json), minor findings included.
  const file = test.info().outputPath('axe-findings.json');
  await writeFile(file, JSON.stringify(findings, null, 2));
  await test.info().attach('axe-findings.json', { path: file, contentType: 'application/json' });
  expect(findings.filter(isSerious)).toEqual([]);
}

async function firstProduct(request: APIRequestContext, query = '') {
  const reply = await request.get(`/api/products?page=0&size=1${query}`);
  const [product] = ((await reply.json()) as { content: { id: number; user: { id: number } }[] })
    .content;
  if (!product) throw new Error('The demo store has no products.');
  return product;
}

test.describe('accessibility (axe, WCAG 2.2 AA; contrast in light and dark)', () => {
  test('every public screen, as a guest', async ({ page, request }) => {
    const product = await firstProduct(request);
    const findings = await sweep(page, [
      { path: '/', dark: true },
      { path: '/?query=jacket&colors=Black', label: 'search results' },
      {
        path: '/',
        label: 'filter panel',
        dark: true,
        prepare: async (p) => {
          await p.getByRole('button', { name: 'Filters' }).click();
          await expect(p.getByRole('dialog', { name: 'Filters' })).toBeVisible();
        },
      },
      { path: `/products/${product.id}`, dark: true },
      { path: `/seller/${product.user.id}` },
      { path: '/contact', dark: true },
      { path: '/legal', dark: true },
      { path: '/tos' },
      { path: '/privacy' },
      { path: '/unauthorized', dark: true },
      { path: '/no-such-page' },
      { path: '/auth/signin', dark: true },
      { path: '/auth/signup' },
    ]);
    await expectNoSeriousFindings(findings);
  });

  test('the signed-in screens, as a user', async ({ page, context, request }) => {
    const account = await newAccount(request, 'axe');
    await startSignedIn(context, request, account.username, account.password);
    const findings = await sweep(page, [
      { path: '/' },
      { path: '/profile', dark: true },
      { path: '/profile/edit', dark: true },
      { path: '/dashboard/favorites', dark: true },
    ]);
    await expectNoSeriousFindings(findings);
  });

  test('the product screens, as a seller', async ({ page, context, request }) => {
    const seller = DEMO.sellers[0];
    const token = await startSignedIn(context, request, seller.username, seller.password);
    const me = (await (
      await request.get('/api/accounts/me', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number };
    const own = await firstProduct(request, `&sellerId=${me.id}`);
    const findings = await sweep(page, [
      { path: '/dashboard' },
      { path: '/dashboard/products', dark: true },
      { path: '/dashboard/products/create', dark: true },
      { path: `/dashboard/products/edit/${own.id}` },
      {
        path: '/dashboard/products',
        label: 'delete dialog',
        dark: true,
        prepare: async (p) => {
          await p
            .getByRole('button', { name: /^Delete/ })
            .first()
            .click();
          await expect(p.getByRole('alertdialog').or(p.getByRole('dialog'))).toBeVisible();
        },
      },
    ]);
    await expectNoSeriousFindings(findings);
  });

  test('the administration screens, as an admin', async ({ page, context, request }) => {
    await startSignedIn(context, request, DEMO.admin.username, DEMO.admin.password);
    const tabs = ['colors', 'sizes', 'agents', 'categories', 'synonyms', 'audit', 'inbox'];
    const findings = await sweep(page, [
      { path: '/dashboard', dark: true },
      { path: '/dashboard/admin', dark: true },
      ...tabs.map((tab) => ({
        path: `/dashboard/admin?tab=${tab}`,
        dark: tab === 'agents' || tab === 'inbox',
      })),
      { path: '/dashboard/users', dark: true },
    ]);
    await expectNoSeriousFindings(findings);
  });
});
