import type { CurrentUser } from '@curio/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonReply, mockAccountsFetch } from '@/features/session/testing/accounts-i18n';
import { clearSessionToken, setSessionToken } from '@/lib/session-token';
import { renderWithRouter } from '@/testing/render-with-router';
import ProfileEditRoute from './profile-edit';

const user: CurrentUser = {
  id: 7,
  username: 'alex',
  name: 'alex',
  email: 'alex@example.com',
  role: 'USER',
  frozen: false,
  twoFactorEnabled: false,
  agent: null,
  profilePicture: null,
  hasPassword: true,
  createdAt: '2025-02-10T10:00:00.000Z',
  emailVerified: true,
  pendingEmail: null,
  googleLinked: false,
};

const fetchMock = mockAccountsFetch();

beforeEach(() => {
  setSessionToken('session-token');
  fetchMock.mockImplementation((input) => {
    if (input === '/api/accounts/me') return Promise.resolve(jsonReply(200, user));
    if (input === '/api/agents') return Promise.resolve(jsonReply(200, []));
    if (input === '/api/accounts/edit') {
      return Promise.resolve(jsonReply(200, { user: { ...user, username: 'alexx' } }));
    }
    return Promise.reject(new Error('unexpected call'));
  });
});

afterEach(() => clearSessionToken());

/** Opens the form with `?returnTo=`, changes the username, saves: where does it go? */
async function saveWith(returnTo: string) {
  const { router } = renderWithRouter(
    [
      { path: '/profile/edit', element: <ProfileEditRoute /> },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    `/profile/edit?returnTo=${encodeURIComponent(returnTo)}`,
  );
  const person = userEvent.setup();
  await person.type(await screen.findByRole('textbox', { name: 'Username' }), 'x');
  await person.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByText(/Profile page|Somewhere else/);
  return router.state.location;
}

describe('/profile/edit?returnTo=', () => {
  it('goes back to a path on this site after saving', async () => {
    const location = await saveWith('/products/5?from=home');
    expect(`${location.pathname}${location.search}`).toBe('/products/5?from=home');
  });

  it.each(['/..//evil.example', '//evil.example', '/%2F%2Fevil.example', '/\\evil.example'])(
    'goes to the profile instead of %s',
    async (returnTo) => {
      const location = await saveWith(returnTo);
      expect(location.pathname).toBe('/profile');
      expect(screen.getByText('Profile page')).toBeInTheDocument();
    },
  );
});
