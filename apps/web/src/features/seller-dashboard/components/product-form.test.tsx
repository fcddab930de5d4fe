import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import deDashboard from '../../../../public/locales/de/dashboard.json';
import deTranslation from '../../../../public/locales/de/translation.json';
import { toast } from '@/lib/toast';
import { renderWithRouter } from '@/testing/render-with-router';
import { jsonResponse, loadDashboardTranslations, productFixture, urlOf } from '@/testing/fixtures';
import { ProductForm } from './product-form';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Reply = { status: number; body: unknown };

/** Lookups, and the reply to a save; the saves are recorded. */
function mockServer(save: Reply = { status: 200, body: productFixture() }) {
  const saves: { method: string; url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = urlOf(input);
    if (url === '/api/colors')
      return jsonResponse([
        { id: 1, color: 'Black', translations: {} },
        { id: 2, color: 'Navy', translations: {} },
      ]);
    if (url === '/api/sizes')
      return jsonResponse([
        { id: 1, size: 'M', translations: {} },
        { id: 2, size: 'L', translations: {} },
      ]);
    if (url === '/api/categories')
      return jsonResponse([
        { id: 1, name: 'Hoodies', translations: {} },
        { id: 2, name: 'Bags', translations: {} },
      ]);
    saves.push({ method: init?.method ?? 'GET', url, body: JSON.parse(init?.body as string) });
    return jsonResponse(save.body, save.status);
  });
  return saves;
}

function renderForm(product?: ReturnType<typeof productFixture>) {
  return renderWithRouter(
    [
      { path: '/form', element: <ProductForm product={product} /> },
      { path: '/dashboard/products', element: <p>Product list</p> },
    ],
    '/form',
  );
}

describe('ProductForm', () => {
  beforeAll(loadDashboardTranslations);
  beforeEach(() => {
    localStorage.setItem('token', 'abc');
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it("shows the spec's message for each empty field", async () => {
    const saves = mockServer();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    for (const message of [
      'Product name is required',
      'Price is required',
      'Product link is required',
      'At least one color must be selected',
      'At least one size must be selected',
      'At least one category must be selected',
      'At least one product image is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Product name/)).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
  });

  it('checks the price and the shop link', async () => {
    mockServer();
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Price/), '0');
    await userEvent.type(screen.getByLabelText(/^Product link/), 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Price must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Invalid URL format')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Product link/));
    await userEvent.type(screen.getByLabelText(/^Product link/), 'https://example.com/item?id=1');
    expect(
      await screen.findByText('Product link must be from Taobao, Weidian, or 1688'),
    ).toBeInTheDocument();
  });

  it('holds the price to the shared rule: at most 2 decimals, at most the limit', async () => {
    mockServer();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const price = screen.getByLabelText(/^Price/);
    await userEvent.type(price, '0.001');
    expect(await screen.findByText('Price can have at most 2 decimal places')).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '1000000.01');
    expect(await screen.findByText('Price must be at most 1000000')).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '0.01');
    await waitFor(() =>
      expect(screen.queryByText('Price must be at most 1000000')).not.toBeInTheDocument(),
    );
  });

  it('saves an edited product with PATCH and goes back to the list', async () => {
    const saves = mockServer();
    renderForm(productFixture({ id: 7, price: 12.5 }));
    const price = screen.getByLabelText(/^Price/);
    expect(price).toHaveValue('12.50');
    await userEvent.clear(price);
    await userEvent.type(price, '19.99');
    const sizes = await screen.findByRole('group', { name: /^Sizes/ });
    await userEvent.click(within(sizes).getByRole('checkbox', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Product list')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/products/7',
      body: { price: 19.99, sizes: ['M', 'L'], colors: ['Black'], categories: ['Hoodies'] },
    });
    expect(toast.success).toHaveBeenCalledWith('Product updated successfully!');
  });

  it("shows a frozen seller the server's message", async () => {
    const frozen = 'Your account is frozen. You cannot manage products.';
    mockServer({ status: 403, body: { status: 403, code: 'frozenSeller', message: frozen } });
    renderForm(productFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(frozen);
    expect(toast.error).toHaveBeenCalledWith(frozen);
  });

  it('puts the field errors of a refused save on their fields', async () => {
    const unknown = 'Unknown value: Teal';
    mockServer({
      status: 400,
      body: {
        status: 400,
        code: 'unknownLookup',
        message: unknown,
        params: { value: 'Teal' },
        fieldErrors: { colors: unknown },
        fieldCodes: { colors: 'unknownLookup' },
      },
    });
    renderForm(productFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Validation failed. Please check all required fields and file sizes.',
    );
    expect(screen.getByText(unknown)).toBeInTheDocument();
  });

  it('asks to sign in when the session is gone', async () => {
    const saves = mockServer();
    renderForm(productFixture());
    localStorage.removeItem('token');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication required. Please log in.',
    );
    expect(saves).toEqual([]);
  });

  describe('the price field reads the decimal sign typed, as the page writes numbers', () => {
    beforeAll(() => {
      i18n.addResourceBundle('de', 'dashboard', deDashboard);
      i18n.addResourceBundle('de', 'translation', deTranslation);
    });
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    async function typePrice(text: string) {
      const price = screen.getByLabelText(/^(Price|Preis)/);
      await userEvent.clear(price);
      await userEvent.type(price, text);
      return price;
    }

    it.each([
      ['en', 'Read as CN¥12.50', 'Save changes'],
      ['de', 'Erkannt als 12,50 CN¥', deDashboard.form.saveChanges],
    ])('in %s, 12,50 is read as 12.50 and saved as 12.5', async (language, understood, save) => {
      await i18n.changeLanguage(language);
      const saves = mockServer();
      renderForm(productFixture({ id: 7, price: 99 }));
      const price = await typePrice('12,50');
      expect(price).toHaveAttribute('type', 'text');
      expect(price).toHaveAttribute('inputmode', 'decimal');
      expect(screen.getByText(understood)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: save }));

      await waitFor(() => expect(saves).toHaveLength(1));
      expect(saves[0]).toMatchObject({ method: 'PATCH', body: { price: 12.5 } });
    });

    it('shows the amount of grouped thousands in the page language', async () => {
      await i18n.changeLanguage('de');
      mockServer();
      renderForm(productFixture());
      expect(screen.getByLabelText(/^Preis/)).toHaveValue('12,50');
      await typePrice('1.234,5');
      expect(screen.getByText('Erkannt als 1.234,50 CN¥')).toBeInTheDocument();
      await typePrice('1,234');
      expect(screen.queryByText(/^Erkannt als/)).not.toBeInTheDocument();
    });

    it('refuses 1,2,3 with a message and sends nothing', async () => {
      const saves = mockServer();
      renderForm(productFixture());
      const price = await typePrice('1,2,3');
      expect(screen.queryByText(/^Read as/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

      expect(
        await screen.findByText(
          'Write the price with one decimal separator, such as 12.50 or 12,50; a thousands separator must group three digits, such as 1,234.50 or 1.234,50',
        ),
      ).toBeInTheDocument();
      expect(price).toHaveAttribute('aria-invalid', 'true');
      expect(saves).toEqual([]);
    });

    it('says why on leaving the field, before any save', async () => {
      mockServer();
      renderForm();
      await typePrice('12..5');
      await userEvent.tab();
      expect(
        await screen.findByText(/^Write the price with one decimal separator/),
      ).toBeInTheDocument();
    });
  });
});
