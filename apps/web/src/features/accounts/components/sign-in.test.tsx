import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, loadAccountsTranslations } from '@/features/session/testing/accounts-i18n';
import { renderWithRouter } from '@/testing/render-with-router';
import { SignIn } from './sign-in';

beforeAll(loadAccountsTranslations);

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderSignIn() {
  const view = renderWithRouter(
    [
      { path: '/auth/signin', element: <SignIn redirectTo="/profile" /> },
      { path: '/profile', element: <p>Profile page</p> },
    ],
    '/auth/signin',
  );
  return { ...view, user: userEvent.setup() };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Username or email' }), 'alex');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignIn', () => {
  it('checks the fields with the shared rules before calling the server', async () => {
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username or email must not be empty')).toBeInTheDocument();
    expect(
      screen.getByText('Password must not be empty and must be at least 8 characters long'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { user } = renderSignIn();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('saves the session and goes on to the path after a second', async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { token: 'jwt' }));
    const { user, router } = renderSignIn();
    await fillAndSubmit(user);

    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({
      email: 'alex',
      password: 'Secret123',
    });
    expect(await screen.findByText('Profile page', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('moves to the two-factor step when asked, and Back returns to the filled form', async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { requires2FA: true, challenge: 'c'.repeat(43) }));
    const { user } = renderSignIn();
    await fillAndSubmit(user);

    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Username or email' })).toHaveValue('alex');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('completes the two-factor step with the challenge, not the password again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonReply(200, { requires2FA: true, challenge: 'ch.0' }))
      .mockResolvedValueOnce(jsonReply(200, { token: 'jwt' }));
    const { user } = renderSignIn();
    await fillAndSubmit(user);
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(JSON.parse(fetchMock.mock.calls[1]![1]?.body as string)).toEqual({
      challenge: 'ch.0',
      code: '123456',
      useBackupCode: false,
    });
  });

  it.each([
    [401, 'Invalid username or password. Please try again.'],
    [404, 'Account not found. Please check your credentials.'],
    [500, 'An error occurred during sign in. Please try again later.'],
  ])('shows the spec message for a %i', async (status, message) => {
    fetchMock.mockResolvedValue(jsonReply(status, { status, message: 'whatever' }));
    const { user } = renderSignIn();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    [754, 'Too many attempts. Please try again in 13 minutes.'],
    [60, 'Too many attempts. Please try again in 1 minute.'],
    [5, 'Too many attempts. Please try again in 1 minute.'],
  ])('states the wait of a 429 (%i s), in whole minutes', async (seconds, message) => {
    fetchMock.mockResolvedValue(
      jsonReply(429, {
        status: 429,
        code: 'tooManyAttempts',
        message: 'Too many attempts. Please try again later.',
        retryAfterSeconds: seconds,
      }),
    );
    const { user } = renderSignIn();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
