import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { jsonReply } from '../testing/accounts-i18n';
import { RequireAuth } from './require-auth';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderGuarded(initialPath: string, role?: 'SELLER' | 'ADMIN') {
  return renderWithRouter(
    [
      { path: '/auth/signin', element: <p>Sign-in page</p> },
      { path: '/unauthorized', element: <p>Unauthorized page</p> },
      {
        element: <RequireAuth role={role} />,
        children: [{ path: '/dashboard/guarded', element: <p>Guarded page</p> }],
      },
    ],
    initialPath,
  );
}

function answerRole(role: string) {
  fetchMock.mockResolvedValue(jsonReply(200, { role }));
}

describe('RequireAuth', () => {
  it('sends a visitor without a session to sign-in with the path to come back to', async () => {
    const { router } = renderGuarded('/dashboard/guarded?page=2', 'ADMIN');

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(new URLSearchParams(router.state.location.search).get('path')).toBe(
      '/dashboard/guarded?page=2',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a page that needs no role with a session, without asking the server', async () => {
    localStorage.setItem('token', 'abc');
    renderGuarded('/dashboard/guarded');
    expect(await screen.findByText('Guarded page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['SELLER', 'SELLER'],
    ['ADMIN', 'SELLER'],
    ['ADMIN', 'ADMIN'],
  ] as const)('lets %s through a %s requirement', async (actual, required) => {
    localStorage.setItem('token', 'abc');
    answerRole(actual);
    renderGuarded('/dashboard/guarded', required);

    expect(await screen.findByText('Guarded page')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/accounts/verify-role');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it.each([
    ['USER', 'SELLER'],
    ['USER', 'ADMIN'],
    ['SELLER', 'ADMIN'],
  ] as const)('sends %s away from a %s page to /unauthorized', async (actual, required) => {
    localStorage.setItem('token', 'abc');
    answerRole(actual);
    const { router } = renderGuarded('/dashboard/guarded', required);

    expect(await screen.findByText('Unauthorized page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
  });

  it('sends the user to sign-in when the role check answers 401, ending the session', async () => {
    localStorage.setItem('token', 'expired');
    fetchMock.mockResolvedValue(
      jsonReply(401, { status: 401, message: 'Authentication failed. Please log in again.' }),
    );
    const { router } = renderGuarded('/dashboard/guarded', 'ADMIN');

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('path')).toBe(
      '/dashboard/guarded',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows nothing of the page while the role is being checked', () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderGuarded('/dashboard/guarded', 'ADMIN');
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
  });
});
