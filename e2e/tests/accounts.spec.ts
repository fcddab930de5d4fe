import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './helpers/test';
import { Secret, TOTP } from 'otpauth';
import { apiToken, newAccount, startSignedIn } from './helpers/api';
import { settleAnimations } from './helpers/axe';
import { DEMO } from './helpers/demo';

/** The Google account the local OpenID provider signs in (set in e2e/start-server.mjs). */
const GOOGLE_ACCOUNT = { email: 'google.journey@example.com', username: 'google.journey' };

/** The code an authenticator app shows for this secret, `offsetSteps` 30-second steps from now. */
function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

function uniqueAccount(prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    username: `${prefix}${suffix}`,
    email: `${prefix}${suffix}@example.com`,
    password: 'Journey123',
  };
}

async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ') ?? ''}`,
    ),
  ).toEqual([]);
}

/** Signs in through the form (the page must be a sign-in page). */
async function fillSignIn(page: Page, identifier: string, password: string) {
  await page.getByRole('textbox', { name: 'Username or email' }).fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // The page's own button: a toast's "Sign in" (the one that led here) may still be leaving.
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The header's profile link (desktop bar). */
const headerProfileLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' });

/** The address of a product of the demo store. */
async function firstProductPath(request: APIRequestContext): Promise<string> {
  const reply = await request.get('/api/products?page=0&size=1');
  const { content } = (await reply.json()) as { content: { id: number }[] };
  return `/products/${String(content[0]!.id)}`;
}

async function signOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
}

/** A PNG drawn in the page: varied pixels, or one flat colour (which the server refuses). */
async function pngFromCanvas(page: Page, flat: boolean): Promise<Buffer> {
  const dataUrl = await page.evaluate((isFlat) => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#4f46e5';
    context.fillRect(0, 0, 96, 96);
    if (!isFlat) {
      const gradient = context.createLinearGradient(0, 0, 96, 96);
      gradient.addColorStop(0, '#f59e0b');
      gradient.addColorStop(1, '#10b981');
      context.fillStyle = gradient;
      context.beginPath();
      context.arc(48, 48, 36, 0, Math.PI * 2);
      context.fill();
    }
    return canvas.toDataURL('image/png');
  }, flat);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function userIdOf(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get('/api/accounts/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await me.json()) as { id: number }).id;
}

test.describe('accounts', () => {
  test('sign up, sign in, turn on two-factor, then sign in with an app code and a backup code', async ({
    page,
  }) => {
    // Sign-up, set-up and four sign-ins with an accessibility scan at each step: a long journey.
    test.slow();
    const account = uniqueAccount('journey');

    // Sign-up: the password rule is ticked while typing.
    await page.goto('/auth/signup');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('journey');
    const rules = page.locator('li[data-met]');
    await expect(rules).toHaveCount(3);
    await expect(page.locator('li[data-met="true"]')).toHaveCount(0);
    await password.fill(account.password);
    await expect(page.locator('li[data-met="true"]')).toHaveCount(3);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(page.getByText('Sign up successful!')).toBeVisible();

    // After a second: sign-in, with the new username filled in.
    await expect(page).toHaveURL(/\/auth\/signin$/);
    await expect(page.getByRole('textbox', { name: 'Username or email' })).toHaveValue(
      account.username,
    );

    // Signing up twice with the same name is refused.
    await page.goto('/auth/signup');
    await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
    await page.getByRole('textbox', { name: 'Email' }).fill(`other-${account.email}`);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      'Username or email already exists. Please try with different credentials.',
    );

    // Sign-in from a protected page comes back to it.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\/signin\?path=%2Fprofile$/);
    await fillSignIn(page, account.email, 'Wrong-password1');
    await expect(page.getByRole('alert').first()).toContainText(
      'Invalid username or password. Please try again.',
    );
    await fillSignIn(page, account.email, account.password);
    await expect(page.getByText('Signed in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: account.username })).toBeVisible();
    await expect(page.getByText('Role: user', { exact: true })).toBeVisible();
    await expect(page.getByText('No agent assigned')).toBeVisible();
    await expect(page.getByText('Status: Not enabled', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Two-factor set-up: scan (the test reads the key instead), verify, save the backup codes.
    await page.getByRole('button', { name: 'Enable two-factor' }).click();
    // A session alone is not enough: the password first.
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.getByLabel('Current password').fill('Wrong-password1');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(confirm.getByRole('alert')).toContainText('The current password is not correct.');
    await confirm.getByLabel('Current password').fill(account.password);
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    const setupCode = page.getByRole('textbox', { name: '6-digit code' });
    await setupCode.fill('12');
    await page.getByRole('button', { name: 'Verify and enable' }).click();
    await expect(page.getByText('Please enter a 6-digit code')).toBeVisible();
    await setupCode.fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify and enable' }).click();
    const codeItems = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await expect(codeItems).toHaveCount(8);
    const codes = await codeItems.allTextContents();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(
      page.getByRole('heading', { name: 'Two-factor authentication is on' }),
    ).toBeVisible();
    await expect(page.getByText('Status: Enabled', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();

    // Sign in again: the two-factor step, with a code from the app (the next step's code, as each
    // code is accepted once).
    await signOut(page);
    await page.goto('/auth/signin');
    await fillSignIn(page, account.username, account.password);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    const appCode = page.getByRole('textbox', { name: 'Authentication code' });
    await expect(verify).toBeDisabled();
    await appCode.pressSequentially('12ab');
    await expect(appCode).toHaveValue('12');
    await expectNoAxeViolations(page);
    // Back returns to the form; signing in again comes back here.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Username or email' })).toHaveValue(
      account.username,
    );
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await appCode.fill(totpCode(secret, 1));
    await verify.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(headerProfileLink(page)).toBeVisible();

    // And with a backup code.
    await signOut(page);
    await page.goto('/auth/signin');
    await fillSignIn(page, account.email, account.password);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByRole('textbox', { name: 'Backup code' }).fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(headerProfileLink(page)).toBeVisible();

    // A backup code works once.
    await signOut(page);
    await page.goto('/auth/signin');
    await fillSignIn(page, account.email, account.password);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByRole('textbox', { name: 'Backup code' }).fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert').first()).toContainText('Invalid verification code');
  });

  test('the role guard: guests to sign-in with the way back, users without the role to /unauthorized (admin panel: /dashboard)', async ({
    page,
    request,
  }) => {
    await page.goto('/dashboard/admin');
    await expect(page).toHaveURL(/\/auth\/signin\?path=%2Fdashboard%2Fadmin$/);

    const account = await newAccount(request, 'guard');
    await fillSignIn(page, account.username, account.password);
    // Back to the admin panel, which sends a non-admin to the dashboard (spec §2, Admin panel).
    await expect(page).toHaveURL(/\/dashboard$/);

    // Other role-guarded screens refuse a USER with the unauthorized page.
    await page.goto('/dashboard/products');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

    // A USER's header offers the favourites; a seller's the dashboard.
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Favorites' })).toHaveAttribute(
      'href',
      '/dashboard/favorites',
    );
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    const sellerToken = await apiToken(request, DEMO.sellers[1].username, DEMO.sellers[1].password);
    await page.evaluate((token) => localStorage.setItem('token', token), sellerToken);
    await page.goto('/dashboard/products');
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    // A session the server no longer accepts ends, and the guard sends the user to sign-in.
    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/auth\/signin\?path=%2Fdashboard%2Fusers$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('after 5 wrong passwords the sign-in form says how long to wait', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, 'locked');
    await page.goto('/auth/signin');
    for (let i = 0; i < 5; i++) {
      await fillSignIn(page, account.username, `Wrong-password${i}`);
      await expect(page.getByRole('alert').first()).toContainText(
        'Invalid username or password. Please try again.',
      );
    }
    // Refused from this address even with the right password, for what is left of 15 minutes.
    await fillSignIn(page, account.username, account.password);
    await expect(page.getByRole('alert').first()).toContainText(
      'Too many attempts. Please try again in 15 minutes.',
    );
    await expect(page).toHaveURL(/\/auth\/signin$/);
  });

  test('signing in and out in one tab does the same in the other', async ({ context, request }) => {
    const account = await newAccount(request, 'tabs');
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/');
    await expect(
      second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();

    await first.goto('/auth/signin');
    await fillSignIn(first, account.username, account.password);
    await expect(first).toHaveURL(/\/$/);
    // The other tab follows without a reload.
    await expect(headerProfileLink(second)).toBeVisible();
    await second.goto('/profile');
    await expect(second.getByRole('heading', { name: account.username })).toBeVisible();

    await first.goto('/profile');
    await first.getByRole('button', { name: 'Sign Out' }).click();
    await expect(first).toHaveURL(/\/$/);
    await expect(second).toHaveURL(/\/auth\/signin\?path=%2Fprofile$/);
  });

  test('sign-in leads back to the page it was opened from; an ended session stays there', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, 'back');
    const productPath = await firstProductPath(request);
    await page.goto(`${productPath}?from=home`);

    // The heart tells a guest an account is needed, and offers sign-in back to this page.
    await page.getByRole('button', { name: 'Favorite' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(
      `/auth/signin?path=${encodeURIComponent(`${productPath}?from=home`)}`,
    );
    await fillSignIn(page, account.username, account.password);
    await expect(page).toHaveURL(`${productPath}?from=home`);
    await expect(headerProfileLink(page)).toBeVisible();

    // The server no longer accepts the session: it ends, and the shopper stays on the page.
    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.reload();
    const signIn = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Sign in',
    });
    await expect(signIn).toHaveAttribute(
      'href',
      `/auth/signin?path=${encodeURIComponent(`${productPath}?from=home`)}`,
    );
    await expect(page).toHaveURL(`${productPath}?from=home`);
  });

  test('favourites and the agent follow across open tabs', async ({ context, request }) => {
    const account = await newAccount(request, 'twotabs');
    await startSignedIn(context, request, account.username, account.password);
    const productPath = await firstProductPath(request);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(productPath);
    await second.goto('/dashboard/favorites');
    await expect(second.getByText('No favorites yet')).toBeVisible();

    // Added in one tab: listed in the other, without a reload.
    const heart = first.getByRole('button', { name: 'Favorite' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const remove = second.getByRole('button', { name: /^Remove .* from favorites$/ });
    await expect(remove).toBeVisible();

    // Removed there: the heart here turns grey.
    await remove.click();
    await expect(second.getByText('No favorites yet')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    // The agent chosen in one tab co-brands the other's header.
    await first.goto('/profile/edit');
    await first.getByRole('combobox', { name: 'Agent' }).selectOption({ label: 'Superbuy' });
    await first.getByRole('button', { name: 'Save changes' }).click();
    await expect(first.getByText('Profile updated successfully!')).toBeVisible();
    await expect(second.getByRole('link', { name: 'Curio SUPERBUY, home page' })).toBeVisible();
  });

  test('profile edit: agent (with ?highlight and ?returnTo), picture check and upload, frozen account', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, 'editor');
    const token = await apiToken(request, account.username, account.password);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), token);

    // The buy flow's way here: the agent field is pointed out, and saving goes back.
    await page.goto('/profile/edit?highlight=agent&returnTo=%2Fcontact');
    await expect(
      page.getByText('Please assign yourself to an agent in your profile.'),
    ).toBeVisible();
    const agent = page.getByRole('combobox', { name: 'Agent' });
    await expect(agent).toBeFocused();
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await expectNoAxeViolations(page);
    await agent.selectOption({ label: 'Superbuy' });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    // The header co-brands with the agent.
    await expect(page.getByRole('link', { name: 'Curio SUPERBUY, home page' })).toBeVisible();

    // Somewhere else is never a place to return to.
    await page.goto('/profile/edit?returnTo=https%3A%2F%2Fevil.example%2F');
    await page.getByRole('textbox', { name: 'Username' }).fill(`${account.username}x`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: `${account.username}x` })).toBeVisible();
    await expect(page.getByText('Superbuy', { exact: true })).toBeVisible();

    // A picture of one flat colour is refused and the saved picture stays.
    await page.goto('/profile/edit');
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'flat.png',
      mimeType: 'image/png',
      buffer: await pngFromCanvas(page, true),
    });
    await expect(page.getByText('Image content not appropriate')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    // A real picture is checked, then uploaded on save; the header shows it.
    await fileInput.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await pngFromCanvas(page, false),
    });
    await expect(page.getByText('Image accepted. Save to use it.')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile picture updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(headerProfileLink(page).locator('img')).toHaveAttribute(
      'src',
      /^\/media\/avatars\//,
    );

    // Frozen by an admin: editing is refused with the reason.
    const adminToken = await apiToken(request, DEMO.admin.username, DEMO.admin.password);
    const frozen = await request.patch(`/api/accounts/${await userIdOf(request, token)}/freeze`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(frozen.ok()).toBe(true);
    await page.goto('/profile');
    await expect(page.getByText('Account frozen')).toBeVisible();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('alert').first()).toContainText(
      'Your account is frozen. You cannot edit your profile.',
    );
  });

  test('Google sign-in through the OpenID provider lands signed in', async ({ page }) => {
    await page.goto('/auth/signin');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByText('Successfully signed in with Google!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await headerProfileLink(page).click();
    await expect(page.getByRole('heading', { name: GOOGLE_ACCOUNT.username })).toBeVisible();
    // The address itself (an unverified one is named in the profile's notice too).
    await expect(page.getByText(GOOGLE_ACCOUNT.email, { exact: true })).toBeVisible();
  });

  test('the Google callback reports a failure and an empty answer on the sign-in page', async ({
    page,
  }) => {
    await page.goto('/auth/oauth2/callback?error=denied');
    await expect(page).toHaveURL(/\/auth\/signin$/);
    await expect(page.getByRole('alert').first()).toContainText(
      'Authentication failed: denied. Please try again.',
    );

    await page.goto('/auth/oauth2/callback');
    await expect(page).toHaveURL(/\/auth\/signin$/);
    await expect(page.getByRole('alert').first()).toContainText(
      'Invalid authentication data received.',
    );
  });
});
