import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { apiError, fakeApi, type FakeReply, type FakeRequest } from '../../common/testing/fake-api';
import { ColorsTab } from './colors-tab';

type Color = { id: number; color: string; translations: Record<string, string> };
let colors: Color[];
let onDelete: (request: FakeRequest) => FakeReply;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  colors = [
    { id: 1, color: 'Red', translations: {} },
    { id: 2, color: 'Navy', translations: {} },
  ];
  onDelete = () => ({ body: { deleted: true } });
  api = fakeApi((request) => {
    const id = Number(request.path.split('/')[3]);
    if (request.method === 'GET') return { body: colors };
    if (request.method === 'POST') {
      const created = { id: 10, color: (request.body as Color).color, translations: {} };
      colors = [...colors, created];
      return { status: 201, body: created };
    }
    if (request.method === 'PATCH') {
      const updated = { id, color: (request.body as Color).color, translations: {} };
      colors = colors.map((c) => (c.id === id ? updated : c));
      return { body: updated };
    }
    return onDelete(request);
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  const user = userEvent.setup();
  renderWithRouter([{ path: '/', element: <ColorsTab /> }]);
  const field = () => screen.getByRole('textbox', { name: /Color name/ });
  const list = () => screen.getByRole('region', { name: 'Available Colors' });
  const names = () =>
    within(list())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
  return { user, field, list, names };
}

const gets = () => api.requests.filter((r) => r.method === 'GET' && r.path === '/api/colors');

describe('ColorsTab: the management form', () => {
  it('shows loading, then the list with swatches, in add mode', async () => {
    const { field, names } = renderTab();
    expect(screen.getByText('Loading colors...')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Red', 'Navy']));
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('placeholder', 'e.g. Red, Blue, Green');
    expect(screen.getByRole('button', { name: 'Add Color' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByText('Add new')).toBeInTheDocument();
  });

  it('checks the name with the shared rule before calling the server', async () => {
    const { user, field } = renderTab();
    await screen.findByText('Red');
    await user.click(screen.getByRole('button', { name: 'Add Color' }));
    expect(await screen.findByText('Please enter a color name')).toBeInTheDocument();
    await user.type(field(), 'notacolour');
    await user.click(screen.getByRole('button', { name: 'Add Color' }));
    expect(
      await screen.findByText(
        'Please enter a valid color name that can be converted to a hex code',
      ),
    ).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('previews the typed colour live', async () => {
    const { user, field } = renderTab();
    await screen.findByText('Red');
    expect(screen.getByText('Type a color name to see it')).toBeInTheDocument();
    await user.type(field(), 'teal');
    expect(screen.getByText('#008080')).toBeInTheDocument();
  });

  it('adds: appends the item the server returned and clears the form, without a reload', async () => {
    const { user, field, names } = renderTab();
    await screen.findByText('Red');
    await user.type(field(), 'teal');
    await user.click(screen.getByRole('button', { name: 'Add Color' }));
    await waitFor(() => expect(names()).toEqual(['Red', 'Navy', 'teal']));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      color: 'teal',
      translations: {},
    });
    expect(field()).toHaveValue('');
    expect(gets()).toHaveLength(1);
  });

  it('Edit copies the item into the form (edit mode); Cancel clears it and returns to add mode', async () => {
    const { user, field } = renderTab();
    await screen.findByText('Red');
    await user.click(screen.getByRole('button', { name: 'Edit Red' }));
    expect(field()).toHaveValue('Red');
    expect(field()).toHaveFocus();
    expect(screen.getByText('Editing “Red”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Color' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add Color' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('updates: sends the new name, reloads the list from the server and leaves edit mode', async () => {
    const { user, field, names } = renderTab();
    await screen.findByText('Navy');
    await user.click(screen.getByRole('button', { name: 'Edit Navy' }));
    await user.clear(field());
    await user.type(field(), 'Blue');
    await user.click(screen.getByRole('button', { name: 'Update Color' }));

    await waitFor(() => expect(names()).toEqual(['Red', 'Blue']));
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/colors/2');
    expect(patch?.body).toEqual({
      color: 'Blue',
      translations: { zh: '', es: '', de: '', fr: '' },
    });
    expect(gets()).toHaveLength(2);
    expect(field()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add Color' })).toBeInTheDocument();
  });

  it('shows a failed add in the banner above the form and keeps what was typed', async () => {
    api = fakeApi((request) =>
      request.method === 'GET' ? { body: colors } : apiError(409, 'lookupExists'),
    );
    const { user, field } = renderTab();
    await screen.findByText('Red');
    await user.type(field(), 'red');
    await user.click(screen.getByRole('button', { name: 'Add Color' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This name already exists.');
    expect(field()).toHaveValue('red');
  });
});

describe('ColorsTab: deleting', () => {
  it('asks first; Cancel closes the dialog without a call and gives the focus back', async () => {
    const { user } = renderTab();
    await screen.findByText('Red');
    const deleteRed = screen.getByRole('button', { name: 'Delete Red' });
    await user.click(deleteRed);

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the color “Red”?');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(deleteRed).toHaveFocus());
  });

  it('confirmed: the item leaves the list', async () => {
    const { user, names } = renderTab();
    await screen.findByText('Navy');
    await user.click(screen.getByRole('button', { name: 'Delete Navy' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(names()).toEqual(['Red']));
    expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/colors/2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('failed: the dialog closes and the server’s 409 text shows in the banner', async () => {
    onDelete = () => apiError(409, 'colorInUse', { name: 'Red' });
    const { user, names } = renderTab();
    await screen.findByText('Red');
    await user.click(screen.getByRole('button', { name: 'Delete Red' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The color "Red" cannot be deleted because it is being used by one or more products.',
    );
    expect(names()).toEqual(['Red', 'Navy']);
  });

  it('failed without a known text: the generic message', async () => {
    onDelete = () => apiError(500, 'unexpectedError');
    const { user } = renderTab();
    await screen.findByText('Red');
    await user.click(screen.getByRole('button', { name: 'Delete Red' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete color. Please try again.',
    );
  });
});

describe('ColorsTab: empty and failed lists', () => {
  it('says so when there are no colours', async () => {
    fakeApi(() => ({ body: [] }));
    renderTab();
    expect(await screen.findByText('No colors found.')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    fakeApi(() => apiError(400, 'validationFailed'));
    renderTab();
    expect(
      await screen.findByText('Failed to load colors. Please try again later.'),
    ).toBeInTheDocument();
  });
});
