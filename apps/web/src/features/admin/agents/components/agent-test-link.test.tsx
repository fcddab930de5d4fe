import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { fakeApi, type FakeReply } from '../../common/testing/fake-api';
import { AgentsTab } from './agents-tab';

const colors = [{ id: 1, color: 'Gold' }];

function renderTab(testLinkReply: FakeReply) {
  const api = fakeApi((request) => {
    if (request.path === '/api/colors') return { body: colors };
    if (request.path === '/api/admin/agents/test-link') return testLinkReply;
    return { body: [] };
  });
  renderWithRouter([{ path: '/', element: <AgentsTab /> }]);
  return { api, user: userEvent.setup() };
}

const panel = () => screen.getByRole('region', { name: 'Test link' });

afterEach(() => vi.unstubAllGlobals());

describe('AgentTestLink', () => {
  it('sends the agent as typed and shows the link of each sample item, or why not', async () => {
    const { api, user } = renderTab({
      body: {
        links: [
          {
            platform: 'TAOBAO',
            sampleLink: 'https://item.taobao.com/item.htm?id=726151416538',
            url: 'https://own.example/go?id=726151416538&ref=REF1',
            reason: null,
          },
          {
            platform: 'WEIDIAN',
            sampleLink: 'https://weidian.com/item.html?itemID=4411223344',
            url: null,
            reason: 'dogeGooWeidian',
          },
          {
            platform: 'ALI_1688',
            sampleLink: 'https://detail.1688.com/offer/623456789012.html',
            url: 'https://own.example/go?id=623456789012&ref=REF1',
            reason: null,
          },
        ],
      },
    });
    await user.type(await screen.findByLabelText(/Agent name/), 'Own Agent');
    await user.type(screen.getByLabelText('Referral code'), 'REF1');
    await user.type(
      screen.getByLabelText('Link template'),
      'https://own.example/go?id={{id}&ref={{ref}',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Test link' }));

    const results = await within(panel()).findByRole('list', {
      name: 'Buy links of the sample items',
    });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/admin/agents/test-link',
      body: {
        name: 'Own Agent',
        referralCode: 'REF1',
        linkTemplate: 'https://own.example/go?id={id}&ref={ref}',
      },
    });
    const [taobao, weidian, ali] = within(results).getAllByRole('listitem');
    expect(taobao).toHaveTextContent('Taobao');
    expect(within(taobao!).getByRole('link')).toHaveAttribute(
      'href',
      'https://own.example/go?id=726151416538&ref=REF1',
    );
    expect(weidian).toHaveTextContent('No link: DogeGoo does not support Weidian links.');
    expect(within(weidian!).queryByRole('link')).toBeNull();
    expect(ali).toHaveTextContent('1688');
    expect(within(ali!).getByRole('link')).toHaveAttribute(
      'href',
      'https://own.example/go?id=623456789012&ref=REF1',
    );

    // A change to the form makes the answer stale: it goes.
    await user.type(screen.getByLabelText('Referral code'), '2');
    expect(within(panel()).queryByRole('list')).toBeNull();
  });

  it("shows the server's reason when the agent as typed cannot be saved either", async () => {
    const { user } = renderTab({
      status: 400,
      body: {
        status: 400,
        code: 'agentTemplateRequired',
        message:
          'This agent is not built in: give it a link template with {id} or {url} so that Buy works.',
      },
    });
    await user.type(await screen.findByLabelText(/Agent name/), 'Nobody Knows');
    await user.click(within(panel()).getByRole('button', { name: 'Test link' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'This agent is not built in: give it a link template with {id} or {url} so that Buy works.',
    );
    expect(within(panel()).queryByRole('list')).toBeNull();
  });
});
