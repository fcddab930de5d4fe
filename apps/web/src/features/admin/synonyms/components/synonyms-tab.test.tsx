import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { apiError, fakeApi, type FakeRequest } from '../../common/testing/fake-api';
import { SynonymsTab } from './synonyms-tab';

const stamp = { createdAt: '2026-11-27T10:00:00.000Z', updatedAt: '2026-11-27T10:00:00.000Z' };
const RULES = [
  { id: 1, terms: ['tee', 't-shirt'], mapsTo: null, ...stamp },
  { id: 2, terms: ['卫衣'], mapsTo: ['hoodie'], ...stamp },
];

afterEach(() => vi.unstubAllGlobals());

function renderTab(rules: unknown[] = RULES, write?: (request: FakeRequest) => unknown) {
  const api = fakeApi((request) => {
    if (request.method === 'GET') return { body: rules };
    const written = write?.(request);
    if (written) return written;
    if (request.method === 'DELETE') return { body: { id: 2, deleted: true } };
    const id = request.method === 'POST' ? 3 : Number(request.path.split('/').pop());
    return { status: 201, body: { id, ...(request.body as object), ...stamp } };
  });
  const user = userEvent.setup();
  renderWithRouter([{ path: '/', element: <SynonymsTab /> }]);
  return { user, api };
}

const list = () => screen.findByRole('region', { name: 'Synonym Rules' });
const termsField = () => screen.getByRole('textbox', { name: /^Terms/ });
const mapsToField = () => screen.getByRole('textbox', { name: /Also finds/ });

describe('SynonymsTab', () => {
  it('lists two-way rules as their terms and one-way rules with an arrow', async () => {
    renderTab();
    const region = await list();
    const [tee, hoodie] = await within(region).findAllByRole('listitem');
    expect(tee).toHaveTextContent('tee, t-shirt');
    expect(tee).toHaveTextContent('Same meaning: each term finds the others');
    expect(hoodie).toHaveTextContent('卫衣 → hoodie');
    expect(hoodie).toHaveTextContent('One way');
  });

  it('says so when there is no rule', async () => {
    renderTab([]);
    expect(
      await screen.findByText('No synonym rules yet. Searches find only the words as typed.'),
    ).toBeInTheDocument();
  });

  it('shows the shared schema’s errors on the fields, described for screen readers', async () => {
    const { user, api } = renderTab();
    await within(await list()).findByText('tee, t-shirt');
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(await screen.findByText('Please enter at least one term.')).toBeInTheDocument();
    expect(termsField()).toHaveAttribute('aria-invalid', 'true');
    expect(termsField()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter at least one term.'),
    );

    await user.type(termsField(), 'kicks');
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(
      await screen.findByText('Terms that mean the same need at least two terms.'),
    ).toBeInTheDocument();

    await user.type(mapsToField(), 'Kicks');
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(await screen.findByText('A term cannot also be one it finds.')).toBeInTheDocument();
    expect(mapsToField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('adds a one-way rule from comma-separated text and clears the form', async () => {
    const { user, api } = renderTab();
    await within(await list()).findByText('tee, t-shirt');
    await user.type(termsField(), 'kicks , 球鞋');
    await user.type(mapsToField(), 'sneakers');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        terms: ['kicks', '球鞋'],
        mapsTo: ['sneakers'],
      }),
    );
    expect(await within(await list()).findByText('kicks, 球鞋 → sneakers')).toBeInTheDocument();
    expect(termsField()).toHaveValue('');
  });

  it('edits a rule: its terms in the form, a two-way rule sent without mapsTo', async () => {
    const { user, api } = renderTab();
    await within(await list()).findByText('卫衣 → hoodie');
    await user.click(screen.getByRole('button', { name: 'Edit 卫衣 → hoodie' }));
    expect(termsField()).toHaveValue('卫衣');
    expect(mapsToField()).toHaveValue('hoodie');
    expect(termsField()).toHaveFocus();

    await user.clear(mapsToField());
    await user.type(termsField(), ', hoodie');
    await user.click(screen.getByRole('button', { name: 'Update Rule' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PATCH')).toMatchObject({
        path: '/api/admin/synonyms/2',
        body: { terms: ['卫衣', 'hoodie'], mapsTo: null },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Add Rule' })).toBeInTheDocument();
  });

  it('shows the server’s translated 409 in the banner and keeps what was typed', async () => {
    const { user } = renderTab(RULES, (request) =>
      request.method === 'POST' ? apiError(409, 'synonymExists') : undefined,
    );
    await within(await list()).findByText('tee, t-shirt');
    await user.type(termsField(), 'T-shirt, TEE');
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A rule with exactly these terms already exists.',
    );
    expect(termsField()).toHaveValue('T-shirt, TEE');
  });

  it('deletes a rule after a confirmation that names it', async () => {
    const { user, api } = renderTab();
    const region = await list();
    await within(region).findByText('卫衣 → hoodie');
    await user.click(screen.getByRole('button', { name: 'Delete 卫衣 → hoodie' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the synonym rule “卫衣 → hoodie”?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(region).queryByText('卫衣 → hoodie')).toBeNull());
    expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/synonyms/2');
    expect(within(region).getByText('tee, t-shirt')).toBeInTheDocument();
  });
});
