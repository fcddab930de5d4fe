import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { apiError, fakeApi, type FakeRequest, type FakeReply } from '../../common/testing/fake-api';
import { CurrencyRatesTab } from './currency-rates-tab';

const RATES = [
  { currency: 'EUR', perCny: '0.1213', setAt: '2026-11-27T10:00:00.000Z', setBy: 'alice' },
  { currency: 'USD', perCny: '0.1405', setAt: '2026-11-26T09:30:00.000Z', setBy: null },
];

afterEach(() => vi.unstubAllGlobals());

function renderTab(put?: (request: FakeRequest) => FakeReply) {
  const api = fakeApi((request) => {
    if (request.method === 'GET') return { body: RATES };
    return (
      put?.(request) ?? {
        body: {
          currency: request.path.split('/').pop(),
          perCny: (request.body as { perCny: string }).perCny,
          setAt: '2026-11-27T12:00:00.000Z',
          setBy: 'alice',
        },
      }
    );
  });
  renderWithRouter([{ path: '/', element: <CurrencyRatesTab /> }]);
  return { user: userEvent.setup(), api };
}

const field = (currency: string) =>
  screen.findByRole('textbox', { name: new RegExp(`^${currency} per 1 CNY`) });
const puts = (api: { requests: FakeRequest[] }) =>
  api.requests.filter((request) => request.method === 'PUT');

describe('CurrencyRatesTab', () => {
  it('shows each rate with an example, when and by whom it was set, or that there is none', async () => {
    renderTab();
    expect(await field('EUR')).toHaveValue('0.1213');
    expect(await field('USD')).toHaveValue('0.1405');
    expect(await field('GBP')).toHaveValue('');
    expect(screen.getByText(/^CN¥100\.00 ≈ €12\.13 · Set on .*2026.* by alice$/)).toBeVisible();
    expect(screen.getByText(/^CN¥100\.00 ≈ \$14\.05 · Set on .*2026[^y]*$/)).toBeVisible();
    expect(
      screen.getByText('No rate yet: shoppers who choose GBP see prices in CNY only.'),
    ).toBeVisible();
  });

  it('checks a rate as the server does before sending it, and explains the refusal', async () => {
    const { user, api } = renderTab();
    const gbp = await field('GBP');
    await user.click(screen.getByRole('button', { name: 'Save GBP rate' }));
    expect(gbp).toHaveAccessibleDescription(expect.stringContaining('Please enter a rate.'));
    await user.type(gbp, '0.1234567');
    await user.click(screen.getByRole('button', { name: 'Save GBP rate' }));
    expect(
      await screen.findByText('The rate can have at most 6 decimal places.'),
    ).toBeInTheDocument();
    expect(gbp).toHaveAttribute('aria-invalid', 'true');
    expect(puts(api)).toEqual([]);
  });

  it('saves a rate typed with a decimal comma as decimal text', async () => {
    const { user, api } = renderTab();
    const gbp = await field('GBP');
    await user.type(gbp, '0,1068');
    await user.click(screen.getByRole('button', { name: 'Save GBP rate' }));
    await vi.waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]).toMatchObject({
      path: '/api/admin/currency-rates/GBP',
      body: { perCny: '0.1068' },
    });
    expect(gbp).toHaveValue('0.1068');
  });

  it('shows the server’s reason in the reader’s language when it refuses', async () => {
    const { user } = renderTab(() => apiError(400, 'currencyRateTooLarge'));
    const usd = await field('USD');
    await user.clear(usd);
    await user.type(usd, '2');
    await user.click(screen.getByRole('button', { name: 'Save USD rate' }));
    expect(await screen.findByText('The rate can be at most 10000.')).toBeInTheDocument();
  });
});
