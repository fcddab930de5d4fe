import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { apiError, fakeApi } from '../../common/testing/fake-api';
import { UsersScreen } from './users-screen';

const user = (id: number, username: string, role = 'USER', frozen = false, twoFactor = false) => ({
  id,
  username,
  name: username,
  email: `${username}@example.com`,
  role,
  frozen,
  twoFactorEnabled: twoFactor,
  agent: null,
  profilePicture: null,
  hasPassword: true,
  createdAt: '2025-02-10T10:00:00.000Z',
  emailVerified: true,
  pendingEmail: null,
  googleLinked: false,
});

let people: ReturnType<typeof user>[];
const listPage = () => ({
  content: people,
  currentPage: 0,
  totalPages: 1,
  totalElements: people.length,
  size: 25,
  first: true,
  last: true,
});
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  people = [user(1, 'boss', 'ADMIN'), user(2, 'mia'), user(3, 'leo', 'SELLER', true)];
  api = fakeApi((request) => {
    if (request.path === '/api/accounts/me') return { body: people[0] };
    if (request.path === '/api/accounts' && request.method === 'GET') {
      return { body: listPage() };
    }
    const [, , , idText, action] = request.path.split('/');
    const id = Number(idText);
    if (request.method === 'DELETE') {
      people = people.filter((p) => p.id !== id);
      return { body: { id, deleted: true } };
    }
    people = people.map((p) =>
      p.id !== id
        ? p
        : action === 'role'
          ? { ...p, role: (request.body as { role: string }).role }
          : { ...p, frozen: action === 'freeze' },
    );
    return { body: people.find((p) => p.id === id) };
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen(path = '/dashboard/users') {
  const actor = userEvent.setup();
  const view = renderWithRouter(
    [
      {
        path: '/dashboard/users',
        element: (
          <>
            <UsersScreen />
            <Toaster />
          </>
        ),
      },
    ],
    path,
  );
  const table = () => screen.getByRole('table');
  const row = (name: string) =>
    within(table())
      .getAllByRole('row')
      .find((r) => within(r).queryByText(name)) as HTMLElement;
  return { actor, table, row, ...view };
}

const listCalls = () => api.requests.filter((r) => r.path === '/api/accounts');

describe('UsersScreen', () => {
  it('lists users 25 a page with role and status; the admin’s own row cannot be changed', async () => {
    const { row } = renderScreen();
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    await screen.findAllByText('mia');
    expect(listCalls()[0]?.search.get('size')).toBe('25');
    expect(listCalls()[0]?.search.get('page')).toBe('0');
    expect(screen.getByText('3 users')).toBeInTheDocument();

    const own = row('boss');
    await waitFor(() => expect(within(own).getByText('You')).toBeInTheDocument());
    expect(within(own).getByRole('combobox')).toBeDisabled();
    expect(within(own).getByRole('button', { name: 'Freeze boss' })).toBeDisabled();
    expect(within(own).getByRole('button', { name: 'Delete boss' })).toBeDisabled();
    expect(within(row('leo')).getByText('Frozen')).toBeInTheDocument();
    expect(within(row('mia')).getByRole('button', { name: 'Delete mia' })).toBeEnabled();
  });

  it('asks before changing a role, naming the user and the change; cancel changes nothing', async () => {
    const { actor, row } = renderScreen();
    await screen.findAllByText('mia');
    const select = () => within(row('mia')).getByRole('combobox', { name: 'Role of mia' });
    await actor.selectOptions(select(), 'SELLER');
    const ask = await screen.findByRole('alertdialog', { name: 'Make mia a seller?' });
    expect(ask).toHaveTextContent(
      'mia goes from User to Seller: they can add, edit and delete their own products.',
    );
    expect(ask).toHaveTextContent('They will have to sign in again.');
    await actor.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(select()).toHaveValue('USER');
    expect(api.requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    await actor.selectOptions(select(), 'SELLER');
    const again = await screen.findByRole('alertdialog', { name: 'Make mia a seller?' });
    await actor.click(within(again).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('User role updated to SELLER')).toBeInTheDocument();
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/accounts/2/role');
    expect(patch?.body).toEqual({ role: 'SELLER' });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
    await waitFor(() => expect(select()).toHaveValue('SELLER'));
  });

  it('asks before freezing and unfreezing, then says so with the spec’s texts', async () => {
    const { actor, row } = renderScreen();
    await screen.findAllByText('mia');
    await actor.click(within(row('mia')).getByRole('button', { name: 'Freeze mia' }));
    const freeze = await screen.findByRole('alertdialog', { name: 'Freeze mia?' });
    expect(freeze).toHaveTextContent(
      'mia can still sign in and browse, but can no longer edit their profile',
    );
    await actor.click(within(freeze).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(row('mia')).getByText('Active')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    await actor.click(within(row('mia')).getByRole('button', { name: 'Freeze mia' }));
    await actor.click(
      within(await screen.findByRole('alertdialog', { name: 'Freeze mia?' })).getByRole('button', {
        name: 'Freeze',
      }),
    );
    expect(await screen.findByText('User mia has been frozen')).toBeInTheDocument();
    await actor.click(within(row('leo')).getByRole('button', { name: 'Unfreeze leo' }));
    const unfreeze = await screen.findByRole('alertdialog', { name: 'Unfreeze leo?' });
    expect(unfreeze).toHaveTextContent(
      'leo can edit their profile and manage their products again.',
    );
    await actor.click(within(unfreeze).getByRole('button', { name: 'Unfreeze' }));
    expect(await screen.findByText('User leo has been unfrozen')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      '/api/accounts/2/freeze',
      '/api/accounts/3/unfreeze',
    ]);
  });

  it('deletes after a confirmation', async () => {
    const { actor, row, table } = renderScreen();
    await screen.findAllByText('mia');
    await actor.click(within(row('mia')).getByRole('button', { name: 'Delete mia' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the user “mia”?');
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('mia')).not.toBeInTheDocument());
  });

  it('shows the server’s self-protection text, and the spec’s failure text otherwise', async () => {
    api = fakeApi((request) => {
      if (request.path === '/api/accounts/me') return { body: user(99, 'other', 'ADMIN') };
      if (request.method === 'GET')
        return {
          body: {
            content: people,
            currentPage: 0,
            totalPages: 1,
            totalElements: 3,
            size: 25,
            first: true,
            last: true,
          },
        };
      if (request.path.endsWith('/role')) return apiError(403, 'cantChangeOwnRole');
      return apiError(500, 'unexpectedError');
    });
    const { actor, row } = renderScreen();
    await screen.findAllByText('boss');
    await actor.selectOptions(within(row('boss')).getByRole('combobox'), 'USER');
    const ask = await screen.findByRole('alertdialog', { name: 'Make boss a user?' });
    await actor.click(within(ask).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText("You can't change your own role!")).toBeInTheDocument();
    await actor.click(within(row('mia')).getByRole('button', { name: 'Freeze mia' }));
    const freeze = await screen.findByRole('alertdialog', { name: 'Freeze mia?' });
    await actor.click(within(freeze).getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByText('Failed to update user freeze status')).toBeInTheDocument();
  });

  it('searches by the chosen field (text after a pause, roles from a list) from page 1', async () => {
    const { actor, router } = renderScreen('/dashboard/users?page=2');
    await screen.findAllByText('mia');
    await actor.type(screen.getByRole('searchbox', { name: 'Search users' }), 'mi');
    await waitFor(() => expect(router.state.location.search).toBe('?search=mi'));
    await waitFor(() => expect(listCalls().at(-1)?.search.get('search')).toBe('mi'));
    expect(listCalls().at(-1)?.search.get('filter')).toBe('all');

    await actor.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'role');
    await actor.selectOptions(screen.getByRole('combobox', { name: 'Search users' }), 'SELLER');
    await waitFor(() => expect(router.state.location.search).toBe('?filter=role&search=SELLER'));
    await waitFor(() => expect(listCalls().at(-1)?.search.get('filter')).toBe('role'));
  });

  it('says when nothing matches or the list fails', async () => {
    fakeApi(() => apiError(500, 'unexpectedError'));
    renderScreen();
    expect(
      await screen.findByText(
        'Failed to load users. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('resets two-factor login and sends a reset link after a confirmation naming the user', async () => {
    people = [user(1, 'boss', 'ADMIN'), user(2, 'mia', 'USER', false, true)];
    api = fakeApi((request) => {
      if (request.path === '/api/accounts/me') return { body: people[0] };
      if (request.path === '/api/accounts/2/reset-2fa') {
        people = people.map((p) => (p.id === 2 ? { ...p, twoFactorEnabled: false } : p));
        return { body: people[1] };
      }
      if (request.path === '/api/accounts/2/password-reset')
        return {
          status: 202,
          body: { success: true, message: 'A password reset link has been sent to the user.' },
        };
      return { body: listPage() };
    });
    const { actor, row } = renderScreen();
    await screen.findAllByText('mia');
    expect(
      within(row('boss')).getByRole('button', { name: 'Send password reset link' }),
    ).toBeDisabled();

    await actor.click(within(row('mia')).getByRole('button', { name: 'Reset two-factor login' }));
    const reset = await screen.findByRole('alertdialog', {
      name: 'Reset two-factor login for mia?',
    });
    await actor.click(within(reset).getByRole('button', { name: 'Reset' }));
    expect(
      await screen.findByText('Two-factor login has been reset for this user.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(row('mia')).queryByRole('button', { name: 'Reset two-factor login' }),
      ).not.toBeInTheDocument(),
    );

    await actor.click(within(row('mia')).getByRole('button', { name: 'Send password reset link' }));
    const send = await screen.findByRole('alertdialog', {
      name: 'Send a password reset link to mia?',
    });
    expect(
      within(send).getByText('The link goes to the email address of mia. You will not see it.'),
    ).toBeInTheDocument();
    await actor.click(within(send).getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('A password reset link has been sent to the user.'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/accounts/2/reset-2fa',
      '/api/accounts/2/password-reset',
    ]);
  });
});
