import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { fakeApi } from '../../common/testing/fake-api';
import { AgentsTab } from './agents-tab';

const colors = [
  { id: 1, color: 'Gold' },
  { id: 2, color: 'Navy' },
  { id: 3, color: 'White' },
];
const agents = [
  {
    id: 7,
    name: 'DogeGoo',
    themeColorId: 1,
    themeColor: { id: 1, color: 'Gold' },
    referralCode: 'CURIODOGE',
    linkTemplate: 'https://www.dogegoo.com/product?url={url}&ref={ref}',
    users: 3,
  },
  {
    id: 8,
    name: 'Plain',
    themeColorId: null,
    themeColor: null,
    referralCode: '',
    linkTemplate: null,
    users: 0,
  },
];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi((request) => {
    if (request.path === '/api/colors') return { body: colors };
    if (request.method === 'GET') return { body: agents };
    return { status: 201, body: { ...agents[1], id: 9, ...(request.body as object) } };
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  const user = userEvent.setup();
  renderWithRouter([{ path: '/', element: <AgentsTab /> }]);
  return { user };
}

describe('AgentsTab', () => {
  it('lists agents with their theme colour, or a gray swatch labelled None', async () => {
    renderTab();
    const list = await screen.findByRole('region', { name: 'Available Agents' });
    await within(list).findByText('DogeGoo');
    const [doge, plain] = within(list).getAllByRole('listitem');
    expect(doge).toHaveTextContent('Gold');
    expect(doge).toHaveTextContent('3 users');
    expect(plain).toHaveTextContent('None');
    expect(within(plain!).getByTestId('theme-swatch')).toHaveClass('bg-neutral-400');
  });

  it('Edit copies the agent (with its colour and template) into the form', async () => {
    const { user } = renderTab();
    await screen.findByText('DogeGoo');
    await user.click(screen.getByRole('button', { name: 'Edit DogeGoo' }));
    expect(screen.getByLabelText(/Agent name/)).toHaveValue('DogeGoo');
    expect(screen.getByLabelText(/Theme color/)).toHaveValue('1');
    expect(screen.getByLabelText('Referral code')).toHaveValue('CURIODOGE');
    expect(screen.getByLabelText('Link template')).toHaveValue(
      'https://www.dogegoo.com/product?url={url}&ref={ref}',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/Agent name/)).toHaveValue('');
    expect(screen.getByLabelText('Link template')).toHaveValue('');
  });

  it('checks name and theme colour with the shared schema, then adds', async () => {
    const { user } = renderTab();
    await screen.findByText('DogeGoo');
    await user.click(screen.getByRole('button', { name: 'Add Agent' }));
    expect(await screen.findByText('Please enter agent name')).toBeInTheDocument();
    expect(screen.getByText('Please select a theme color')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Agent name/), 'Hoobuy');
    await user.selectOptions(screen.getByLabelText(/Theme color/), 'Navy');
    await user.click(screen.getByRole('button', { name: 'Add Agent' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Hoobuy',
        themeColorId: 2,
        referralCode: '',
        linkTemplate: '',
      }),
    );
    expect(await screen.findByText('Hoobuy')).toBeInTheDocument();
  });

  it('shows the contrast the name gets in the light and the dark header', async () => {
    const { user } = renderTab();
    await screen.findByText('DogeGoo');
    await user.type(screen.getByLabelText(/Agent name/), 'DogeGoo');
    await user.selectOptions(screen.getByLabelText(/Theme color/), 'Gold');
    const contrast = screen.getByTestId('agent-color-contrast');
    expect(contrast).toHaveTextContent('Light: 4.58:1');
    expect(contrast).toHaveTextContent('Dark: 12.78:1');
    expect(contrast).not.toHaveTextContent('below 4.5:1');
    expect(within(contrast).getAllByText('DOGEGOO')[0]).toHaveStyle({ color: '#8a7400' });
    expect(screen.getByLabelText(/Theme color/)).toHaveAccessibleDescription(
      /The agent's name in the header/,
    );
  });

  it('refuses a colour the name cannot be read in, before sending', async () => {
    const { user } = renderTab();
    await screen.findByText('DogeGoo');
    await user.type(screen.getByLabelText(/Agent name/), 'Pale');
    await user.type(screen.getByLabelText('Link template'), 'https://agent.example/item?id={id}');
    await user.selectOptions(screen.getByLabelText(/Theme color/), 'White');
    expect(screen.getByTestId('agent-color-contrast')).toHaveTextContent(
      'Light: 3.94:1 (below 4.5:1)',
    );
    await user.click(screen.getByRole('button', { name: 'Add Agent' }));
    const message =
      "The agent's name in this color cannot reach a contrast of 4.5:1 in both the light and the dark header. Please choose another color.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Theme color/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
