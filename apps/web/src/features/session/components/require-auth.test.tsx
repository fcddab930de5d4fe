import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { RequireAuth } from './require-auth';

function renderGuarded(initialPath: string) {
  return renderWithRouter(
    [
      { path: '/auth/signin', element: <p>Sign-in page</p> },
      {
        element: <RequireAuth role="ADMIN" />,
        children: [{ path: '/dashboard/users', element: <p>Users page</p> }],
      },
    ],
    initialPath,
  );
}

describe('RequireAuth', () => {
  it('sends a visitor without a session to sign-in with the path to come back to', async () => {
    const { router } = renderGuarded('/dashboard/users?page=2');

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(new URLSearchParams(router.state.location.search).get('path')).toBe(
      '/dashboard/users?page=2',
    );
  });

  it('shows the page with a session', async () => {
    localStorage.setItem('token', 'abc');
    renderGuarded('/dashboard/users');
    expect(await screen.findByText('Users page')).toBeInTheDocument();
  });
});
