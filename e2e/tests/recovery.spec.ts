import { expect, test } from './helpers/test';
import { newAccount, startSignedIn } from './helpers/api';
import { axeFindings } from './helpers/axe';
import { latestMailTo, linkIn } from './helpers/mail';

/**
 * Email ownership and recovery with a real SMTP server: the mails are the ones the
 * server sent, read from e2e/start-server.mjs's mail folder.
 */
test.describe('email verification and password recovery', () => {
  test('sign-up → mail → verify', async ({ page }) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const account = {
      username: `verify${suffix}`,
      email: `verify${suffix}@example.com`,
      password: 'Journey123',
    };
    await page.goto('/auth/signup');
    await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);

    // An unverified account signs in; the profile says what to do.
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(
      page.getByText(`Your email address ${account.email} is not verified yet.`, { exact: false }),
    ).toBeVisible();

    const mail = await latestMailTo(account.email, 'Confirm your email address for Curio');
    const link = linkIn(mail, '/auth/verify-email');
    await page.goto(link);
    await expect(page.getByText('Your email address is verified.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(page.getByRole('heading', { name: account.username })).toBeVisible();
    await expect(page.getByText('is not verified yet', { exact: false })).toHaveCount(0);

    // The link works once.
    await page.goto(link);
    await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  });

  test('forgot password → mail → new password → old sessions dead', async ({
    page,
    browser,
    request,
  }) => {
    const account = await newAccount(request, 'reset');

    // Another browser, signed in before the reset.
    const other = await browser.newContext();
    await startSignedIn(other, request, account.email, account.password);
    const otherPage = await other.newPage();
    await otherPage.goto('/profile');
    await expect(otherPage.getByRole('heading', { name: account.username })).toBeVisible();

    await page.goto('/auth/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await page.getByRole('textbox', { name: 'Username or email' }).fill(account.username);
    await page.getByRole('button', { name: 'Send link' }).click();
    const sent =
      'If an account exists for this address, we have sent it a link to reset the password.';
    await expect(page.getByText(sent)).toBeVisible();
    expect(await axeFindings(page, 'forgot password, sent')).toEqual([]);

    const mail = await latestMailTo(account.email, 'Reset your Curio password');
    const link = linkIn(mail, '/auth/reset-password');
    await page.goto(link);
    expect(await axeFindings(page, 'reset password')).toEqual([]);
    await page.getByLabel('New password').fill('Recovered123');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await expect(
      page.getByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Username or email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Recovered123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // The session from before the reset is over: that browser is sent to sign-in.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/auth\/signin/);
    await other.close();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password').fill('Another1234');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByText('This password reset link is invalid or has expired.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  test('a new email needs the current password and waits for its link', async ({
    page,
    context,
    request,
  }) => {
    const account = await newAccount(request, 'move');
    await startSignedIn(context, request, account.email, account.password);
    const newEmail = `moved-${account.email}`;

    await page.goto('/profile/edit');
    await page.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    const current = page.getByLabel('Current password');
    await expect(current).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter your current password.')).toBeVisible();
    await current.fill(account.password);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(
      page.getByText(
        `Your new email address ${newEmail} is waiting for verification. Until then, ${account.email} stays in use.`,
      ),
    ).toBeVisible();

    // The old address is told, without a link; the new one gets the link.
    const notice = await latestMailTo(account.email, 'Your Curio email address is being changed');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain('token=');
    const mail = await latestMailTo(newEmail, 'Confirm your email address for Curio');
    await page.goto(linkIn(mail, '/auth/verify-email'));
    await expect(page.getByText('Your email address is verified.')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
    await expect(page.getByText('is waiting for verification', { exact: false })).toHaveCount(0);
  });
});
