import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { fakeApi } from '../../common/testing/fake-api';
import { CategoriesTab } from './categories-tab';

type Category = { id: number; name: string; translations: Record<string, string> };
let categories: Category[];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  categories = [
    { id: 1, name: 'Hoodies', translations: { zh: '卫衣', de: 'Kapuzenpullover' } },
    { id: 2, name: 'Hats', translations: {} },
  ];
  api = fakeApi((request) => {
    if (request.method === 'GET') return { body: categories };
    const body = request.body as Omit<Category, 'id'>;
    if (request.method === 'POST') {
      const created = { id: 10, ...body };
      categories = [...categories, created];
      return { status: 201, body: created };
    }
    const id = Number(request.path.split('/')[3]);
    categories = categories.map((category) => (category.id === id ? { id, ...body } : category));
    return { body: { id, ...body } };
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  const user = userEvent.setup();
  renderWithRouter([{ path: '/', element: <CategoriesTab /> }]);
  const english = () => screen.getByRole('textbox', { name: /Category name/ });
  const nameIn = (language: string) => screen.getByRole('textbox', { name: `Name in ${language}` });
  const row = (name: string) =>
    within(screen.getByRole('region', { name: 'Available Categories' }))
      .getAllByRole('listitem')
      .find((item) => item.querySelector('p')?.textContent === name);
  return { user, english, nameIn, row };
}

describe('CategoriesTab: names in every language', () => {
  it("lists each category's names in the other languages", async () => {
    const { row } = renderTab();
    await waitFor(() => expect(row('Hoodies')).toBeDefined());
    expect(row('Hoodies')).toHaveTextContent('中文 卫衣 · Deutsch Kapuzenpullover');
    expect(row('Hats')?.textContent).not.toContain('中文');
  });

  it('adds a category with its optional names, leaving out the empty ones', async () => {
    const { user, english, nameIn, row } = renderTab();
    await screen.findByText('Hats');
    await user.type(english(), 'Scarves');
    await user.type(nameIn('中文'), '围巾');
    await user.type(nameIn('Français'), 'Écharpes');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    await waitFor(() => expect(row('Scarves')).toHaveTextContent('中文 围巾 · Français Écharpes'));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Scarves',
      translations: { zh: '围巾', fr: 'Écharpes' },
    });
    expect(english()).toHaveValue('');
    expect(nameIn('中文')).toHaveValue('');
  });

  it('Edit copies every name into the form; clearing one sends it empty (removed)', async () => {
    const { user, english, nameIn } = renderTab();
    await screen.findByText('Hats');
    await user.click(screen.getByRole('button', { name: 'Edit Hoodies' }));
    expect(english()).toHaveValue('Hoodies');
    expect(nameIn('中文')).toHaveValue('卫衣');
    expect(nameIn('Deutsch')).toHaveValue('Kapuzenpullover');
    expect(nameIn('Español')).toHaveValue('');

    await user.clear(nameIn('Deutsch'));
    await user.type(nameIn('Español'), 'Sudaderas');
    await user.click(screen.getByRole('button', { name: 'Update Category' }));

    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/categories/1');
    expect(patch?.body).toEqual({
      name: 'Hoodies',
      translations: { zh: '卫衣', es: 'Sudaderas', de: '', fr: '' },
    });
  });

  it('checks each name with the shared rule before calling the server', async () => {
    const { user, english, nameIn } = renderTab();
    await screen.findByText('Hats');
    await user.type(english(), 'Gloves');
    await user.click(nameIn('Español'));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText('A name has at most 100 characters')).toBeInTheDocument();
    expect(nameIn('Español')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
