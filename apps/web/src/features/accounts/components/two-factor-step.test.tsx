import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { jsonReply, loadAccountsTranslations } from '@/features/session/testing/accounts-i18n';
import { renderWithRouter } from '@/testing/render-with-router';
import type { TwoFactorProof } from '../api/sign-in';
import { TwoFactorStep } from './two-factor-step';

beforeAll(loadAccountsTranslations);

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderStep(
  proof: TwoFactorProof = { credentials: { identifier: 'alex', password: 'Secret123' } },
) {
  const onBack = vi.fn();
  const onSignedIn = vi.fn();
  renderWithRouter([
    {
      path: '/',
      element: <TwoFactorStep proof={proof} onBack={onBack} onSignedIn={onSignedIn} />,
    },
  ]);
  return { onBack, onSignedIn, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'Verify' });
const sentBody = (call = 0) =>
  JSON.parse(fetchMock.mock.calls[call]![1]?.body as string) as unknown;

describe('TwoFactorStep', () => {
  it('takes digits only, at most 6, for an app code; submit stays disabled while empty', async () => {
    const { user } = renderStep();
    const input = screen.getByRole('textbox', { name: 'Authentication code' });
    expect(input).toHaveFocus();
    expect(submit()).toBeDisabled();

    await user.type(input, 'ab-');
    expect(input).toHaveValue('');
    expect(submit()).toBeDisabled();

    await user.type(input, '12a34 5678');
    expect(input).toHaveValue('123456');
    expect(submit()).toBeEnabled();

    await user.clear(input);
    expect(submit()).toBeDisabled();
  });

  it('switches to a backup code (letters and digits, at most 10) and back, clearing the field', async () => {
    const { user } = renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123');

    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    const backup = screen.getByRole('textbox', { name: 'Backup code' });
    expect(backup).toHaveValue('');
    expect(backup).toHaveFocus();
    await user.type(backup, 'ab-cd_ef23gh45xyz');
    expect(backup).toHaveValue('ABCDEF23GH');

    await user.click(
      screen.getByRole('button', { name: 'Use a code from your authenticator app' }),
    );
    expect(screen.getByRole('textbox', { name: 'Authentication code' })).toHaveValue('');
  });

  it('asks for 6 digits before calling the server', async () => {
    const { user } = renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123');
    await user.click(submit());
    expect(await screen.findByText('Please enter a 6-digit code')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the credentials with the app code and hands over the token', async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { token: 'jwt' }));
    const { user, onSignedIn } = renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '654321');
    await user.click(submit());

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('jwt'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/2fa/verify');
    expect(sentBody()).toEqual({
      email: 'alex',
      password: 'Secret123',
      code: '654321',
      useBackupCode: false,
    });
  });

  it('sends the challenge of the sign-in instead of the password when there is one', async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { token: 'jwt' }));
    const { user, onSignedIn } = renderStep({ challenge: 'the-challenge.0' });
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '654321');
    await user.click(submit());

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('jwt'));
    expect(sentBody()).toEqual({
      challenge: 'the-challenge.0',
      code: '654321',
      useBackupCode: false,
    });
  });

  it('says when the sign-in step has expired', async () => {
    fetchMock.mockResolvedValue(
      jsonReply(401, {
        status: 401,
        code: 'signInStepExpired',
        message: MESSAGES.signInStepExpired,
      }),
    );
    const { user } = renderStep({ challenge: 'old.0' });
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '654321');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signInStepExpired);
  });

  it('sends a backup code as such', async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { token: 'jwt' }));
    const { user, onSignedIn } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Backup code' }), 'ABCD23EFGH');
    await user.click(submit());

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('jwt'));
    expect(sentBody()).toEqual({
      email: 'alex',
      password: 'Secret123',
      backupCode: 'ABCD23EFGH',
      useBackupCode: true,
    });
  });

  it.each([
    [400, 'Invalid verification code'],
    [401, 'Invalid email or password'],
    [500, 'Authentication failed'],
  ])('shows the spec message for a %i', async (status, message) => {
    fetchMock.mockResolvedValue(jsonReply(status, { status, message }));
    const { user, onSignedIn } = renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '000000');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('states the wait of a 429 in minutes', async () => {
    fetchMock.mockResolvedValue(
      jsonReply(429, {
        status: 429,
        code: 'tooManyAttempts',
        message: 'Too many attempts. Please try again later.',
        retryAfterSeconds: 61,
      }),
    );
    const { user, onSignedIn } = renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '000000');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 2 minutes.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('goes back to the form', async () => {
    const { user, onBack } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
