import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply, mockAccountsFetch } from '@/features/session/testing/accounts-i18n';
import { renderWithRouter } from '@/testing/render-with-router';
import { beginGoogleRoundTrip, bindingOf } from '../utils/google-round-trip';
import { OAuth2Callback } from './oauth2-callback';

const fetchMock = mockAccountsFetch();
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** The sign-in page as the callback leaves for it, showing the error it was handed. */
function SignInPage() {
  const { state } = useLocation() as { state: { error?: string } | null };
  return <p>Sign-in page: {state?.error}</p>;
}

let codes = 0;
function renderCallback(search: string) {
  return renderWithRouter(
    [
      { path: '/auth/oauth2/callback', element: <OAuth2Callback /> },
      { path: '/auth/signin', element: <SignInPage /> },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    `/auth/oauth2/callback${search}`,
  );
}
/** Each test its own code: the page exchanges a code once per page load. */
const nextCode = () => `code-${++codes}`;

const sentBody = (call = 0) =>
  JSON.parse(fetchMock.mock.calls[call]![1]?.body as string) as Record<string, unknown>;

/** What the sign-in button does before leaving for Google: the secret stays in this tab. */
async function startedHere(mode: 'signin' | 'link' = 'signin') {
  const binding = await beginGoogleRoundTrip(mode);
  const stored = JSON.parse(sessionStorage.getItem('curio.google-round-trip') ?? '{}') as {
    secret: string;
  };
  expect(await bindingOf(stored.secret)).toBe(binding);
  expect(binding).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return stored.secret;
}

describe('OAuth2Callback', () => {
  it('does nothing with a code when this tab did not start the sign-in (another browser)', async () => {
    renderCallback(`?code=${nextCode()}`);
    expect(
      await screen.findByText('Sign-in page: Invalid authentication data received.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ignores a token in the address (the old callback)', async () => {
    await startedHere();
    renderCallback('?token=attacker-token');
    expect(
      await screen.findByText('Sign-in page: Invalid authentication data received.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('exchanges the code with the secret once, then signs in and goes home', async () => {
    const secret = await startedHere();
    fetchMock.mockResolvedValue(jsonReply(200, { token: 'jwt' }));
    const code = nextCode();
    renderCallback(`?code=${code}`);
    expect(await screen.findByText('Home page', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/oauth2/exchange');
    expect(sentBody()).toEqual({ code, secret });
    expect(localStorage.getItem('token')).toBe('jwt');
    // The secret is used once.
    expect(sessionStorage.getItem('curio.google-round-trip')).toBeNull();
  });

  it('sends a refused code back to sign-in with the spec text', async () => {
    await startedHere();
    fetchMock.mockResolvedValue(
      jsonReply(400, { status: 400, message: 'Invalid authentication data received.' }),
    );
    renderCallback(`?code=${nextCode()}`);
    expect(
      await screen.findByText('Sign-in page: Invalid authentication data received.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the provider error as the spec says', async () => {
    renderCallback('?error=access_denied');
    expect(
      await screen.findByText(
        'Sign-in page: Authentication failed: access_denied. Please try again.',
      ),
    ).toBeInTheDocument();
  });

  it('asks an account with two-factor login for its code, with the challenge', async () => {
    await startedHere();
    fetchMock
      .mockResolvedValueOnce(jsonReply(200, { requires2FA: true, challenge: 'ch.3' }))
      .mockResolvedValueOnce(jsonReply(200, { token: 'jwt' }));
    renderCallback(`?code=${nextCode()}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '123456');
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Home page', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/2fa/verify');
    expect(sentBody(1)).toEqual({ challenge: 'ch.3', code: '123456', useBackupCode: false });
    expect(localStorage.getItem('token')).toBe('jwt');
  });

  it('asks for the password of the account that owns the address before linking', async () => {
    await startedHere();
    fetchMock
      .mockResolvedValueOnce(
        jsonReply(200, {
          requiresLink: true,
          challenge: 'link-ch',
          username: 'grace',
          twoFactorEnabled: true,
        }),
      )
      .mockResolvedValueOnce(
        jsonReply(401, {
          status: 401,
          message: 'Invalid username or password. Please try again.',
        }),
      )
      .mockResolvedValueOnce(jsonReply(200, { token: 'jwt' }));
    renderCallback(`?code=${nextCode()}`);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Confirm it is your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/already exists: grace\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Wrong1234');
    await user.type(
      screen.getByRole('textbox', { name: 'Code from your authenticator app or a backup code' }),
      '654321',
    );
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid username or password. Please try again.',
    );
    expect(sentBody(1)).toEqual({ challenge: 'link-ch', password: 'Wrong1234', code: '654321' });
    expect(localStorage.getItem('token')).toBeNull();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Right1234');
    await user.clear(
      screen.getByRole('textbox', { name: 'Code from your authenticator app or a backup code' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Code from your authenticator app or a backup code' }),
      'abcd23efgh',
    );
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByText('Home page', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/oauth2/link');
    expect(sentBody(2)).toEqual({
      challenge: 'link-ch',
      password: 'Right1234',
      backupCode: 'ABCD23EFGH',
    });
    expect(localStorage.getItem('token')).toBe('jwt');
  });

  it('returns to the profile after linking from it', async () => {
    await startedHere('link');
    fetchMock.mockResolvedValue(jsonReply(200, { token: 'jwt' }));
    renderCallback(`?code=${nextCode()}`);
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('jwt');
  });

  it('returns to the profile with the reason when linking is refused', async () => {
    await startedHere('link');
    renderCallback('?error=linked_elsewhere');
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('curio.google-round-trip')).toBeNull();
  });
});
