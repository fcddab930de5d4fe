import { expect, test, type Page } from './helpers/test';
import { apiToken, newAccount, startSignedIn } from './helpers/api';
import { DEMO } from './helpers/demo';

/** Finds a user on /dashboard/users by name and answers their table row. */
async function findUser(page: Page, username: string) {
  await page.goto(`/dashboard/users?search=${username}`);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('admin confirmations', () => {
  test('a role change asks first: cancel keeps the role, confirm changes it, the audit log shows it', async ({
    page,
    context,
    request,
  }) => {
    const account = await newAccount(request, 'alice');
    const name = account.username;
    await startSignedIn(context, request, DEMO.admin.username, DEMO.admin.password);
    const row = await findUser(page, name);
    const role = row.getByRole('combobox', { name: `Role of ${name}` });

    await role.selectOption('SELLER');
    const ask = page.getByRole('alertdialog', { name: `Make ${name} a seller?` });
    await expect(ask).toContainText(`${name} goes from User to Seller`);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(role).toHaveValue('USER');
    await page.reload();
    await expect(role).toHaveValue('USER');

    await role.selectOption('SELLER');
    await page
      .getByRole('alertdialog', { name: `Make ${name} a seller?` })
      .getByRole('button', { name: 'Change role' })
      .click();
    await expect(page.getByText('User role updated to SELLER')).toBeVisible();
    await page.reload();
    await expect(role).toHaveValue('SELLER');

    // Freezing asks too, naming the user and what it does.
    await row.getByRole('button', { name: `Freeze ${name}` }).click();
    const freeze = page.getByRole('alertdialog', { name: `Freeze ${name}?` });
    await expect(freeze).toContainText('can no longer edit their profile');
    await freeze.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Freeze ${name}` }).click();
    await freeze.getByRole('button', { name: 'Freeze', exact: true }).click();
    await expect(row.getByText('Frozen', { exact: true })).toBeVisible();

    // The audit log: who, what, on whom, before and after.
    await page.goto('/dashboard/admin?tab=audit');
    const log = page.getByRole('group', { name: 'Audit Log' });
    const roleEntry = log
      .getByRole('row')
      .filter({ hasText: 'Changed role' })
      .filter({ hasText: name });
    await expect(roleEntry.first()).toContainText(DEMO.admin.username);
    await expect(roleEntry.first()).toContainText('User → Seller');
    const freezeEntry = log.getByRole('row').filter({ hasText: 'Froze' }).filter({ hasText: name });
    await expect(freezeEntry.first()).toContainText('Active → Frozen');
    await expect(freezeEntry.first().locator('time')).toBeVisible();

    // And the server holds the change.
    const token = await apiToken(request, DEMO.admin.username, DEMO.admin.password);
    const found = (await (
      await request.get(`/api/accounts?search=${name}&filter=name`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { content: { role: string; frozen: boolean }[] };
    expect(found.content).toEqual([expect.objectContaining({ role: 'SELLER', frozen: true })]);
  });
});
