import { chooseAgent, newAccount, startSignedIn } from './helpers/api';
import { DEMO } from './helpers/demo';
import { expect, test } from './helpers/test';

test.describe('agents that work', () => {
  test('an admin tests the links of an agent as typed, before saving it', async ({
    page,
    context,
    request,
  }) => {
    await startSignedIn(context, request, DEMO.admin.username, DEMO.admin.password);
    await page.goto('/dashboard/admin');
    await page.getByRole('tab', { name: 'Agents' }).click();

    await page.getByLabel(/Agent name/).fill(`Journey Agent ${Date.now().toString(36)}`);
    await page.getByLabel('Referral code').fill('JRNY');
    await page.getByLabel('Link template').fill('https://journey.example/buy?id={id}&ref={ref}');
    const panel = page.getByRole('region', { name: 'Test link' });
    await panel.getByRole('button', { name: 'Test link' }).click();

    const links = panel.getByRole('list', { name: 'Buy links of the sample items' });
    await expect(links.getByRole('listitem')).toHaveCount(3);
    for (const [platform, id] of [
      ['Taobao', '726151416538'],
      ['Weidian', '4411223344'],
      ['1688', '623456789012'],
    ]) {
      const item = links.getByRole('listitem').filter({ hasText: platform });
      await expect(item.getByRole('link')).toHaveAttribute(
        'href',
        `https://journey.example/buy?id=${id}&ref=JRNY`,
      );
    }

    // An incomplete template: the server's reason, and no links.
    await page.getByLabel('Link template').fill('https://journey.example/buy?ref={ref}');
    await expect(links).toBeHidden();
    await panel.getByRole('button', { name: 'Test link' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'The link template must be an https address and contain {id} or {url}.',
    );

    // No template for an agent cn-links does not know: the same answer as saving would give.
    await page.getByLabel('Link template').fill('');
    await panel.getByRole('button', { name: 'Test link' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'This agent is not built in: give it a link template with {id} or {url} so that Buy works.',
    );
  });

  test('the product page shows Buy unavailable, with the reason, when the agent cannot make the link', async ({
    page,
    context,
    request,
  }) => {
    const account = await newAccount(request, 'doge');
    await chooseAgent(request, account, 'DogeGoo');
    const page1 = (await (await request.get('/api/products?size=100')).json()) as {
      content: { id: number; productLink: string | null }[];
    };
    const weidian = page1.content.find((product) => product.productLink?.includes('weidian.com'));
    expect(weidian).toBeDefined();

    await startSignedIn(context, request, account.username, account.password);
    await page.goto(`/products/${weidian?.id}`);
    const reason = 'Buy is not available with DogeGoo: DogeGoo does not support Weidian links.';
    await expect(page.getByText(reason)).toBeVisible();
    const buy = page.getByRole('button', { name: 'Buy', exact: true });
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAccessibleDescription(reason);
  });
});
