import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readSignInState } from '@/features/accounts/utils/location-state';
import { jsonReply, mockAccountsFetch } from '@/features/session/testing/accounts-i18n';
import { renderWithRouter } from '@/testing/render-with-router';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { VerifyEmailStatus } from './verify-email-status';

const fetchMock = mockAccountsFetch();

const SENT = 'If an account exists for this address, we have sent it a link to reset the password.';
const bodyOf = (index: number): unknown =>
  JSON.parse(fetchMock.mock.calls[index]?.[1]?.body as string);

function SignInPage() {
  const { notice } = readSignInState(useLocation().state);
  return <p>Sign-in page: {notice}</p>;
}

describe('ForgotPasswordForm', () => {
  it('asks for a name, then always shows the same words', async () => {
    fetchMock.mockResolvedValue(jsonReply(202, { message: SENT }));
    renderWithRouter([{ path: '/', element: <ForgotPasswordForm /> }]);
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Username or email must not be empty')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await person.type(screen.getByRole('textbox', { name: /username or email/i }), 'mia');
    await person.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/accounts/password-reset');
    expect(bodyOf(0)).toEqual({ email: 'mia' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/signin',
    );
  });
});

describe('ResetPasswordForm', () => {
  const routes = (token: string | null) => [
    { path: '/', element: <ResetPasswordForm token={token} /> },
    { path: '/auth/signin', element: <SignInPage /> },
    { path: '/auth/forgot-password', element: <p>Forgot page</p> },
  ];

  it('checks the sign-up rules, then goes to sign-in with the success message', async () => {
    fetchMock.mockResolvedValue(
      jsonReply(200, {
        success: true,
        message: 'Your password has been changed. Please sign in with your new password.',
      }),
    );
    renderWithRouter(routes('tok123'));
    const person = userEvent.setup();
    const field = screen.getByLabelText('New password');
    await person.type(field, 'short');
    await person.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText(
        'Password must be at least 8 characters long, contain one capital letter and one number',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await person.clear(field);
    await person.type(field, 'BrandNew123');
    await person.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText(
        'Sign-in page: Your password has been changed. Please sign in with your new password.',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(0)).toEqual({ token: 'tok123', password: 'BrandNew123' });
  });

  it('says a used or expired link is no good, with a way to ask again', async () => {
    fetchMock.mockResolvedValue(
      jsonReply(400, {
        status: 400,
        code: 'passwordResetLinkInvalid',
        message: 'This password reset link is invalid or has expired.',
      }),
    );
    renderWithRouter(routes('used'));
    const person = userEvent.setup();
    await person.type(screen.getByLabelText('New password'), 'BrandNew123');
    await person.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    await person.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByText('Forgot page')).toBeInTheDocument();
  });

  it('without a token, says the link is incomplete', () => {
    renderWithRouter(routes(null));
    expect(
      screen.getByText('This link is incomplete. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeDisabled();
  });
});

describe('VerifyEmailStatus', () => {
  it('verifies once on opening and shows the success', async () => {
    fetchMock.mockResolvedValue(
      jsonReply(200, {
        success: true,
        message: 'Your email address is verified.',
        email: 'mia@example.com',
      }),
    );
    renderWithRouter([{ path: '/', element: <VerifyEmailStatus token="tok" /> }]);
    expect(screen.getByText('Verifying your email address…')).toBeInTheDocument();
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(0)).toEqual({ token: 'tok' });
  });

  it('shows the server’s error for a used or expired link', async () => {
    fetchMock.mockResolvedValue(
      jsonReply(400, {
        status: 400,
        code: 'verificationLinkInvalid',
        message: 'This verification link is invalid or has expired.',
      }),
    );
    renderWithRouter([{ path: '/', element: <VerifyEmailStatus token="old" /> }]);
    expect(
      await screen.findByText('This verification link is invalid or has expired.'),
    ).toBeInTheDocument();
  });
});
