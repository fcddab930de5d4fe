import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PRICE_DRAFT,
  isPriceDraftValid,
  PriceRangeFields,
  type PriceDraft,
} from './price-range-fields';

let latest: PriceDraft = DEFAULT_PRICE_DRAFT;

function Harness() {
  const [draft, setDraft] = useState(DEFAULT_PRICE_DRAFT);
  return (
    <PriceRangeFields
      draft={draft}
      onChange={(next) => {
        latest = next;
        setDraft(next);
      }}
    />
  );
}

/** The display-currency rates the fields convert the bounds with (none: CNY only). */
let rates: unknown[] = [];

beforeEach(() => {
  latest = DEFAULT_PRICE_DRAFT;
  rates = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(rates))),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderHarness() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

async function typePrices(min: string | null, max: string | null) {
  const user = userEvent.setup();
  renderHarness();
  const minInput = screen.getByRole('textbox', { name: 'Min' });
  const maxInput = screen.getByRole('textbox', { name: 'Max' });
  if (min !== null) {
    await user.clear(minInput);
    if (min) await user.type(minInput, min);
  }
  if (max !== null) {
    await user.clear(maxInput);
    if (max) await user.type(maxInput, max);
  }
  return { minInput, maxInput };
}

describe('PriceRangeFields', () => {
  it('filters in CNY and shows the bounds in the chosen currency beside the inputs', async () => {
    rates = [{ currency: 'EUR', perCny: '0.1213', setAt: '2026-11-27T10:00:00.000Z' }];
    localStorage.setItem('displayCurrency', 'EUR');
    await typePrices('10', '100');
    expect(await screen.findByText('≈ €1.21 – €12.13')).toBeInTheDocument();
    expect(latest.range).toEqual({ min: 10, max: 100 });
  });

  it('shows no converted bounds without a rate for the chosen currency', async () => {
    localStorage.setItem('displayCurrency', 'GBP');
    await typePrices('10', '100');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('has a slider from 0 to 350 with a labelled thumb for each end', () => {
    renderHarness();
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(min).toHaveAttribute('aria-valuemin', '0');
    expect(min).toHaveAttribute('aria-valuenow', '0');
    expect(max).toHaveAttribute('aria-valuemax', '350');
    expect(max).toHaveAttribute('aria-valuenow', '350');
  });

  it('moves each end with the keyboard, says the price as money and fills the inputs', async () => {
    const user = userEvent.setup();
    renderHarness();
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(min).toHaveAttribute('aria-valuetext', 'CN¥0.00');

    min.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(min).toHaveAttribute('aria-valuenow', '3');
    expect(min).toHaveAttribute('aria-valuetext', 'CN¥3.00');
    max.focus();
    await user.keyboard('{PageDown}');
    expect(Number(max.getAttribute('aria-valuenow'))).toBeLessThan(350);
    expect(latest.range).toEqual({ min: 3, max: Number(max.getAttribute('aria-valuenow')) });
    expect(screen.getByRole('textbox', { name: 'Min' })).toHaveValue('3');
  });

  it('says "Please enter a valid number." for text that is not a number', async () => {
    const { minInput } = await typePrices('abc', null);
    expect(minInput).toHaveAccessibleDescription('Please enter a valid number.');
    expect(minInput).toHaveAttribute('aria-invalid', 'true');
    expect(isPriceDraftValid(latest)).toBe(false);
  });

  it('says "Minimum price cannot be less than 0."', async () => {
    const { minInput } = await typePrices('-5', null);
    expect(minInput).toHaveAccessibleDescription('Minimum price cannot be less than 0.');
  });

  it('says "Minimum price cannot be greater than maximum price." and the reverse for max', async () => {
    const { minInput, maxInput } = await typePrices('200', '100');
    expect(minInput).toHaveAccessibleDescription(
      'Minimum price cannot be greater than maximum price.',
    );
    expect(maxInput).toHaveAccessibleDescription(
      'Maximum price cannot be less than minimum price.',
    );
  });

  it('says "Maximum price cannot be greater than 350."', async () => {
    const { maxInput } = await typePrices(null, '400');
    expect(maxInput).toHaveAccessibleDescription('Maximum price cannot be greater than 350.');
  });

  it('says "Maximum price cannot be less than minimum price." with an empty minimum counting as 0', async () => {
    const { maxInput } = await typePrices('', '-1');
    expect(maxInput).toHaveAccessibleDescription(
      'Maximum price cannot be less than minimum price.',
    );
  });

  it('counts an empty input as 0 and moves the slider once the prices are valid', async () => {
    const { minInput, maxInput } = await typePrices('', '120');
    expect(minInput).not.toHaveAttribute('aria-invalid');
    expect(maxInput).not.toHaveAttribute('aria-invalid');
    expect(latest.range).toEqual({ min: 0, max: 120 });
    expect(isPriceDraftValid(latest)).toBe(true);
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '120',
    );
  });

  it('keeps the last valid range on the slider while a price is invalid', async () => {
    // On the way to 400, '40' was valid: the slider stays there.
    await typePrices('10', '400');
    expect(latest.range).toEqual({ min: 10, max: 40 });
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('counts an empty minimum as 0 against the maximum', async () => {
    const { minInput } = await typePrices('', '0');
    expect(minInput).not.toHaveAttribute('aria-invalid');
    expect(latest.range).toEqual({ min: 0, max: 0 });
  });
});
