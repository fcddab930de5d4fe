import { writeFile } from 'node:fs/promises';
import { devices } from '@playwright/test';
import { serverOrigin, serverPort } from '../servers';
import {
  expect,
  test,
  waitForAppOnNavigation,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from './helpers/test';
import { chooseAgent, newAccount, startSignedIn } from './helpers/api';
import {
  axeFindings,
  contrastVerdict,
  isSerious,
  settleAnimations,
  type Finding,
} from './helpers/axe';
import { DEMO } from './helpers/demo';

/**
 * One screen to scan: a path, and optionally what to do there first (open a dialog, a tab…).
 * `dark` screens are also checked for contrast in the dark theme: one of each kind of page is
 * enough there, as the theme changes colours only (styles/dark-theme.css). `then` is a second
 * screen on the same page, after an action (a dialog opened over it), scanned in the same journey.
 */
type Screen = {
  path: (ids: Ids) => string;
  label: string;
  dark?: boolean;
  prepare?: (page: Page) => Promise<void>;
  then?: { label: string; dark?: boolean; prepare: (page: Page) => Promise<void> };
};

/** Ids a screen's address may need: a product of the store, and one of the signed-in seller's. */
type Ids = { product: { id: number; user: { id: number } }; own?: number };

type Role = 'guest' | 'user' | 'seller' | 'admin';

/** The page has rendered its content: a heading, no skeletons or spinners left. */
async function settled(page: Page) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main .animate-pulse')).toHaveCount(0);
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

const path = (fixed: string) => () => fixed;

const openFilters = async (p: Page) => {
  await p.getByRole('button', { name: 'Filters' }).click();
  await expect(p.getByRole('dialog', { name: 'Filters' })).toBeVisible();
};

const openDeleteDialog = async (p: Page) => {
  await p
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await expect(p.getByRole('alertdialog').or(p.getByRole('dialog'))).toBeVisible();
};

const ADMIN_TABS = ['colors', 'sizes', 'agents', 'categories', 'synonyms', 'audit', 'inbox'];

const SCREENS: Record<Role, Screen[]> = {
  guest: [
    {
      path: path('/'),
      label: 'home',
      dark: true,
      then: { label: 'filter panel', dark: true, prepare: openFilters },
    },
    { path: path('/?query=jacket&colors=Black'), label: 'search results' },
    { path: ({ product }) => `/products/${product.id}`, label: 'product', dark: true },
    { path: ({ product }) => `/seller/${product.user.id}`, label: 'seller' },
    { path: path('/contact'), label: 'contact', dark: true },
    { path: path('/legal'), label: 'legal', dark: true },
    { path: path('/tos'), label: 'terms' },
    { path: path('/privacy'), label: 'privacy' },
    { path: path('/unauthorized'), label: 'unauthorized', dark: true },
    { path: path('/no-such-page'), label: 'not found' },
    { path: path('/auth/signin'), label: 'sign-in', dark: true },
    { path: path('/auth/signup'), label: 'sign-up' },
  ],
  user: [
    { path: path('/'), label: 'home' },
    { path: path('/profile'), label: 'profile', dark: true },
    { path: path('/profile/edit'), label: 'profile edit', dark: true },
    { path: path('/dashboard/favorites'), label: 'favourites', dark: true },
  ],
  seller: [
    { path: path('/dashboard'), label: 'dashboard' },
    {
      path: path('/dashboard/products'),
      label: 'products',
      dark: true,
      then: { label: 'delete dialog', dark: true, prepare: openDeleteDialog },
    },
    { path: path('/dashboard/products/create'), label: 'new product', dark: true },
    { path: ({ own }) => `/dashboard/products/edit/${String(own)}`, label: 'product edit' },
  ],
  admin: [
    { path: path('/dashboard'), label: 'dashboard', dark: true },
    { path: path('/dashboard/admin'), label: 'admin panel', dark: true },
    ...ADMIN_TABS.map((tab) => ({
      path: path(`/dashboard/admin?tab=${tab}`),
      label: `admin tab ${tab}`,
      dark: tab === 'agents' || tab === 'inbox',
    })),
    { path: path('/dashboard/users'), label: 'users', dark: true },
  ],
};

/** Signs the browser in as the role (a new account for `user`) and answers the ids it needs. */
async function signInAs(
  role: Role,
  context: BrowserContext,
  request: APIRequestContext,
): Promise<Ids> {
  const product = await firstProduct(request);
  if (role === 'user') {
    const account = await newAccount(request, 'axe');
    await startSignedIn(context, request, account.username, account.password);
  }
  if (role === 'admin') {
    await startSignedIn(context, request, DEMO.admin.username, DEMO.admin.password);
  }
  if (role !== 'seller') return { product };
  const seller = DEMO.sellers[0];
  const token = await startSignedIn(context, request, seller.username, seller.password);
  const me = (await (
    await request.get('/api/accounts/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number };
  return { product, own: (await firstProduct(request, `&sellerId=${String(me.id)}`)).id };
}

/**
 * Switches the system colour scheme on the open page, without a reload: the app follows it live
 * (lib/theme.ts), which the class on <html> shows. Ends the colour transitions, so that axe reads
 * the colours the reader is left with.
 */
async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveClass(
    scheme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!.*(^|\s)dark(\s|$))/,
  );
  await settleAnimations(page);
}

/** The screen scanned in full in the light theme, and its contrast in the dark theme if `dark`. */
async function scan(page: Page, label: string, dark = false): Promise<Finding[]> {
  const findings = await axeFindings(page, `light ${label}`);
  if (!dark) return findings;
  await setScheme(page, 'dark');
  findings.push(...(await axeFindings(page, `dark ${label}`, { contrastOnly: true })));
  await setScheme(page, 'light');
  return findings;
}

// A journey per screen: each scanned in full in the light theme, and the `dark` ones' contrast in
// the dark theme too. A role's journeys share one signed-in browser (its pages' code loads once);
// each opens its screen anew.
test.describe('accessibility (axe, WCAG 2.2 AA; contrast in light and dark)', () => {
  for (const [role, screens] of Object.entries(SCREENS) as [Role, Screen[]][]) {
    test.describe(`as ${role === 'admin' ? 'an' : 'a'} ${role}`, () => {
      let page: Page;
      let ids: Ids;
      test.beforeAll(async ({ browser, playwright }, testInfo) => {
        const baseURL = serverOrigin(serverPort(testInfo.parallelIndex));
        const request = await playwright.request.newContext({ baseURL });
        const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
        ids = await signInAs(role, context, request);
        await request.dispose();
        page = waitForAppOnNavigation(await context.newPage());
        await page.emulateMedia({ colorScheme: 'light' });
      });
      test.afterAll(async () => {
        await page.context().close();
      });

      for (const screen of screens) {
        const name = screen.then ? `${screen.label} and ${screen.then.label}` : screen.label;
        test(`${name}, as ${role === 'admin' ? 'an' : 'a'} ${role}`, async () => {
          await page.goto(screen.path(ids));
          await settled(page);
          await screen.prepare?.(page);
          const findings = await scan(page, screen.label, screen.dark);
          if (screen.then) {
            await screen.then.prepare(page);
            findings.push(...(await scan(page, screen.then.label, screen.then.dark)));
          }
          await expectNoSeriousFindings(findings);
        });
      }
    });
  }
});

// The signed-in shopper's agent co-brands the header: its name must be readable, and decided by
// axe (a text shadow leaves the verdict open), for each demo agent in both themes.
test.describe('co-branding: the agent’s name in the header (contrast in light and dark)', () => {
  for (const agent of ['Superbuy', 'CnFans', 'DogeGoo']) {
    test(agent, async ({ page, context, request }) => {
      const account = await newAccount(request, 'cobrand');
      await chooseAgent(request, account, agent);
      await startSignedIn(context, request, account.username, account.password);
      const findings: Finding[] = [];
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      for (const scheme of ['light', 'dark'] as const) {
        await setScheme(page, scheme);
        const name = page.getByTestId('logo-agent');
        await expect(name).toHaveText(agent.toUpperCase());
        await expect(name).toHaveCSS('text-shadow', 'none');
        await expect(page.getByTestId('logo-agent-swatch')).toBeVisible();
        expect(await contrastVerdict(page, '[data-testid="logo-agent"]')).toBe('passes');
        const label = `${scheme} header with ${agent}`;
        findings.push(...(await axeFindings(page, label, { contrastOnly: true })));
      }
      await expectNoSeriousFindings(findings);
    });
  }
});
