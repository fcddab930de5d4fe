import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './helpers/test';
import { newAccount, startSignedIn } from './helpers/api';
import { resetGoogleIdentity, setGoogleIdentity, type GoogleIdentity } from './helpers/google';
import { latestMailTo, linkIn } from './helpers/mail';

/**
 * Google sign-in without a token in any URL (decision 015), in Chromium against the
 * local OpenID provider of e2e/start-server.mjs, whose identity each journey sets.
 */

function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

function googleIdentity(prefix: string): GoogleIdentity {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    sub: `${prefix}-${suffix}`,
    email: `${prefix}${suffix}@example.com`,
    email_verified: true,
  };
}

const sessionToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function clickGoogle(page: Page) {
  await page.goto('/auth/signin');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
}

test.afterEach(() => resetGoogleIdentity());

test.describe('Google sign-in', () => {
  test('asks an account with two-factor login for its code', async ({ page, request }) => {
    const identity = googleIdentity('gtwofactor');
    setGoogleIdentity(identity);
    await clickGoogle(page);
    await expect(page.getByText('Successfully signed in with Google!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The address never carried the session: the callback's code is gone from the history too.
    const token = await sessionToken(page);
    expect(token).toBeTruthy();

    // Two-factor login turned on for the account (its own journey is in accounts.spec.ts).
    const headers = { Authorization: `Bearer ${token}` };
    // Signed in with Google moments ago: that sign-in is the proof the set-up asks for.
    const setup = await request.post('/api/auth/2fa/setup', { headers, data: {} });
    const { secret } = (await setup.json()) as { secret: string };
    const enabled = await request.post('/api/auth/2fa/verify-setup', {
      headers,
      data: { code: totpCode(secret, -1) },
    });
    expect(enabled.ok()).toBe(true);
    await page.evaluate(() => localStorage.clear());

    await clickGoogle(page);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/oauth2\/callback/);
    expect(await sessionToken(page)).toBeNull();
    const code = page.getByRole('textbox', { name: 'Authentication code' });
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').first()).toContainText('Invalid verification code');
    expect(await sessionToken(page)).toBeNull();

    await code.fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Successfully signed in with Google!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionToken(page)).toBeTruthy();
  });

  test('an account that signed up with someone else’s address does not get their Google sign-in', async ({
    page,
    browser,
    request,
  }) => {
    const victim = googleIdentity('victim');
    const attacker = { username: `mallory${Date.now().toString(36)}`, password: 'Attacker123' };
    const signup = await request.post('/api/accounts/signup', {
      data: { ...attacker, email: victim.email },
    });
    expect(signup.status()).toBe(201);

    // The attacker is signed in, in their own browser.
    const attackerContext = await browser.newContext();
    const attackerPage = await attackerContext.newPage();
    await attackerPage.goto('/auth/signin');
    await attackerPage.getByRole('textbox', { name: 'Username or email' }).fill(attacker.username);
    await attackerPage.getByLabel('Password', { exact: true }).fill(attacker.password);
    await attackerPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(attackerPage.getByText('Signed in successfully!')).toBeVisible();

    // The victim signs in with Google for the first time: a new account with the address.
    setGoogleIdentity(victim);
    await clickGoogle(page);
    await expect(page.getByText('Successfully signed in with Google!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByText(victim.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: attacker.username })).toHaveCount(0);

    // The attacker's session is over; their password no longer reaches the address.
    await attackerPage.goto('/profile');
    await expect(attackerPage).toHaveURL(/\/auth\/signin/);
    await attackerPage.getByRole('textbox', { name: 'Username or email' }).fill(victim.email);
    await attackerPage.getByLabel('Password', { exact: true }).fill(attacker.password);
    await attackerPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(attackerPage.getByRole('alert').first()).toContainText(
      'Invalid username or password. Please try again.',
    );
    // Their own account is still theirs, without the address.
    await attackerPage.getByRole('textbox', { name: 'Username or email' }).fill(attacker.username);
    await attackerPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(attackerPage.getByText('Signed in successfully!')).toBeVisible();
    await attackerPage.goto('/profile');
    await expect(attackerPage.getByRole('heading', { name: attacker.username })).toBeVisible();
    await expect(attackerPage.getByText(victim.email, { exact: true })).toHaveCount(0);
    await attackerContext.close();
  });

  test('linking from the profile needs a proved address and the password; the link can go', async ({
    page,
    context,
    request,
  }) => {
    const account = await newAccount(request, 'glink');
    await startSignedIn(context, request, account.email, account.password);
    const identity = googleIdentity('glinked');
    setGoogleIdentity(identity);
    const section = page.getByRole('region', { name: 'Google account' });
    const dialog = page.getByRole('dialog', { name: 'Link your Google account' });

    // Nobody has proved the address yet: no Google account may be attached to it.
    await page.goto('/profile');
    await section.getByRole('button', { name: 'Link Google account' }).click();
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Continue to Google' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Confirm your email address before linking a Google account.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const mail = await latestMailTo(account.email, 'Confirm your email address for Curio');
    await page.goto(linkIn(mail, '/auth/verify-email'));
    await expect(page.getByText('Your email address is verified.')).toBeVisible();

    // Proved: the password, then Google, then back on the profile, linked.
    await page.goto('/profile');
    await section.getByRole('button', { name: 'Link Google account' }).click();
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Continue to Google' }).click();
    await expect(page.getByText('Your Google account is now linked.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(section.getByText('Linked', { exact: true })).toBeVisible();

    // Removing it asks for the password too; afterwards Google opens a new account.
    await section.getByRole('button', { name: 'Remove Google sign-in' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove Google sign-in' });
    await remove.getByLabel('Current password').fill(account.password);
    await remove.getByRole('button', { name: 'Remove Google sign-in' }).click();
    await expect(remove).toBeHidden();
    await expect(section.getByText('Not linked', { exact: true })).toBeVisible();
  });

  test('a callback link opened in another browser signs nobody in', async ({
    page,
    browser,
    request,
  }) => {
    setGoogleIdentity(googleIdentity('gcsrf'));
    // The first browser's exchange is held back, as if its owner copied the link instead.
    let held: { code: string; secret: string } | undefined;
    await page.route('**/api/oauth2/exchange', async (route) => {
      held = route.request().postDataJSON() as { code: string; secret: string };
      await route.abort();
    });
    await clickGoogle(page);
    await expect.poll(() => held).toBeDefined();
    const link = `/auth/oauth2/callback?code=${encodeURIComponent(held!.code)}`;

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const exchanges: string[] = [];
    otherPage.on('request', (sent) => {
      if (sent.url().includes('/api/oauth2/')) exchanges.push(sent.url());
    });
    await otherPage.goto(link);
    await expect(otherPage).toHaveURL(/\/auth\/signin$/);
    await expect(otherPage.getByRole('alert').first()).toContainText(
      'Invalid authentication data received.',
    );
    expect(await sessionToken(otherPage)).toBeNull();
    // The other browser had no secret: it did not even try the code.
    expect(exchanges).toEqual([]);
    await other.close();

    // The code was live all along: only the first browser's secret opens it, and only once.
    const exchanged = await request.post('/api/oauth2/exchange', { data: held });
    expect(exchanged.status()).toBe(200);
    const again = await request.post('/api/oauth2/exchange', { data: held });
    expect(again.status()).toBe(400);
  });
});
