import { expect, test } from './helpers/test';
import { startSignedIn } from './helpers/api';
import { axeFindings, isSerious } from './helpers/axe';
import { gridCards } from './helpers/catalog';
import { DEMO } from './helpers/demo';
import { tabTo } from './helpers/keyboard';

type ApiRule = { id: number; terms: string[]; mapsTo: string[] | null };

test.describe('search synonyms', () => {
  test('the admin adds a one-way rule, edits it into a two-way one and deletes it', async ({
    page,
    context,
    request,
  }) => {
    const token = await startSignedIn(context, request, DEMO.admin.username, DEMO.admin.password);
    const rules = async () =>
      (await (
        await request.get('/api/admin/synonyms', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as ApiRule[];
    // Words no rule has yet, also on a retry against the same store.
    const suffix = Date.now().toString(36);
    const [stompers, beaters] = [`stompers${suffix}`, `beaters${suffix}`];

    await page.goto('/dashboard/admin?tab=synonyms');
    await expect(page.getByRole('tab', { name: 'Synonyms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = page.getByRole('region', { name: 'Synonym Rules' });
    const form = page.getByRole('region', { name: 'Search Synonyms' });
    const item = (text: string) => list.getByRole('listitem').filter({ hasText: text });
    const terms = form.getByRole('textbox', { name: /^Terms/ });
    const alsoFinds = form.getByRole('textbox', { name: /Also finds/ });

    // The starting list is there.
    await expect(item('tee, t-shirt, tshirt')).toBeVisible();
    await expect(
      item('卫衣, sudadera con capucha, Kapuzenpullover, sweat à capuche → hoodie'),
    ).toBeVisible();

    // "stompers, beaters => sneakers", typed from the keyboard.
    await tabTo(page, terms);
    await page.keyboard.type(`${stompers}, ${beaters}`);
    await page.keyboard.press('Tab');
    await expect(alsoFinds).toBeFocused();
    await page.keyboard.type('sneakers');
    await page.keyboard.press('Enter');
    const added = `${stompers}, ${beaters} → sneakers`;
    await expect(item(added)).toBeVisible();
    await expect(item(added)).toContainText('One way');
    await expect(terms).toHaveValue('');
    expect(await rules()).toContainEqual(
      expect.objectContaining({ terms: [stompers, beaters], mapsTo: ['sneakers'] }),
    );
    const findings = await axeFindings(page, 'synonyms');
    expect(findings.filter(isSerious)).toEqual([]);

    // The storefront's search follows the rule at once: the new word finds sneakers.
    await page.goto(`/?query=${stompers}`);
    await expect(page.getByRole('heading', { name: `Results for “${stompers}”` })).toBeVisible();
    await expect(gridCards(page).first()).toContainText(/sneakers|trainers/i);
    await page.goto('/dashboard/admin?tab=synonyms');

    // The seeded rule's terms again: refused, in the banner.
    await terms.fill('TSHIRT, tee, T-Shirt');
    await form.getByRole('button', { name: 'Add Rule' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'A rule with exactly these terms already exists.',
    );
    await terms.fill('');

    // Edit: the same words, two-way now.
    await page.getByRole('button', { name: `Edit ${added}` }).click();
    await expect(terms).toHaveValue(`${stompers}, ${beaters}`);
    await expect(alsoFinds).toHaveValue('sneakers');
    await alsoFinds.fill('');
    await terms.fill(`${stompers}, ${beaters}, kicks`);
    await form.getByRole('button', { name: 'Update Rule' }).click();
    const edited = `${stompers}, ${beaters}, kicks`;
    await expect(item(edited)).toContainText('Same meaning');
    await expect(item(added)).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Add Rule' })).toBeVisible();
    expect(await rules()).toContainEqual(
      expect.objectContaining({ terms: [stompers, beaters, 'kicks'], mapsTo: null }),
    );

    // Delete, after the confirmation that names it.
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await expect(dialog).toContainText(
      `Are you sure you want to delete the synonym rule “${edited}”?`,
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(item(edited)).toHaveCount(0);
    expect((await rules()).some((rule) => rule.terms.includes(stompers))).toBe(false);
  });
});
