import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencySwitcher } from '@/components/layout/currency-switcher';
import { renderWithRouter } from '@/testing/render-with-router';
import { Price, RateNote } from './price';

const RATES = [
  { currency: 'EUR', perCny: '0.1213', setAt: '2026-11-27T10:00:00.000Z' },
  { currency: 'USD', perCny: '0.1405', setAt: '2026-11-27T10:00:00.000Z' },
];

function serveRates(rates: unknown[] | 'down' = RATES) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    rates === 'down'
      ? new Response('{}', { status: 503 })
      : new Response(JSON.stringify(rates), {
          headers: { 'Content-Type': 'application/json' },
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPrice(cny = 88) {
  const user = userEvent.setup();
  renderWithRouter(
    [
      {
        path: '/',
        element: (
          <>
            <CurrencySwitcher />
            <p data-testid="price">
              <Price cny={cny} />
            </p>
            <RateNote />
          </>
        ),
      },
    ],
    '/',
    { currencyRates: 'fetch' },
  );
  return { user, price: () => screen.getByTestId('price') };
}

afterEach(() => vi.unstubAllGlobals());

describe('Price', () => {
  it('shows CN¥ and, for an English reader who has not chosen, ≈ US dollars', async () => {
    serveRates();
    const { price } = renderPrice();
    await waitFor(() => expect(price()).toHaveTextContent('CN¥88.00≈ $12.36'));
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  });

  it('follows the choice, keeps it in this browser, and shows CNY alone for CNY', async () => {
    serveRates();
    const { user, price } = renderPrice();
    await waitFor(() => expect(price()).toHaveTextContent('≈ $12.36'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(price()).toHaveTextContent('CN¥88.00≈ €10.67');
    expect(localStorage.getItem('displayCurrency')).toBe('EUR');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'CNY');
    expect(price()).toHaveTextContent(/^CN¥88\.00$/);
  });

  it('shows CNY only for a currency without a rate, or when the rates cannot be read', async () => {
    localStorage.setItem('displayCurrency', 'GBP');
    const fetchMock = serveRates();
    const { price } = renderPrice();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(price()).toHaveTextContent(/^CN¥88\.00$/);
  });

  it('shows nothing but CNY while the rates are down', async () => {
    localStorage.setItem('displayCurrency', 'USD');
    const fetchMock = serveRates('down');
    const { price } = renderPrice();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(price()).toHaveTextContent(/^CN¥88\.00$/);
  });

  it('says which rate, set when, the figure uses — and nothing for CNY', async () => {
    serveRates();
    const { user } = renderPrice();
    expect(
      await screen.findByText('≈ USD at the rate set on Nov 27, 2026; the shop is paid in CNY.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'CNY');
    expect(screen.queryByText(/at the rate set on/)).not.toBeInTheDocument();
  });
});
