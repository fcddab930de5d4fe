import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import RequireRole from './require-role';
import type { RoleGuardId } from './role-guards';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'abc');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderGuard(id: RoleGuardId, role: string) {
  fetchMock.mockResolvedValue(Response.json({ role }));
  return renderWithRouter(
    [
      { path: '/unauthorized', element: <p>Unauthorized page</p> },
      {
        id,
        element: <RequireRole />,
        children: [{ path: '/dashboard/guarded', element: <p>Guarded page</p> }],
      },
    ],
    '/dashboard/guarded',
  );
}

describe('RequireRole', () => {
  it.each([
    ['require-seller', 'SELLER'],
    ['require-seller', 'ADMIN'],
    ['require-admin', 'ADMIN'],
  ] as const)('lets through the guard %s with the role %s', async (id, role) => {
    renderGuard(id, role);
    expect(await screen.findByText('Guarded page')).toBeInTheDocument();
  });

  it.each([
    ['require-seller', 'USER'],
    ['require-admin', 'SELLER'],
  ] as const)('sends to /unauthorized from the guard %s with the role %s', async (id, role) => {
    const { router } = renderGuard(id, role);
    expect(await screen.findByText('Unauthorized page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('asks for no role where a session is enough', async () => {
    renderGuard('require-session', 'USER');
    expect(await screen.findByText('Guarded page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
