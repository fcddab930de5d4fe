import type { CurrentUser } from '@curio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonReply, mockAccountsFetch } from '@/features/session/testing/accounts-i18n';
import { renderWithRouter } from '@/testing/render-with-router';
import { GoogleLinkSettings } from './google-link-settings';

const fetchMock = mockAccountsFetch();

const linkedUser = {
  id: 7,
  username: 'ada',
  googleLinked: true,
  hasPassword: true,
  twoFactorEnabled: true,
} as CurrentUser;

const sentBody = (call: number) =>
  JSON.parse(fetchMock.mock.calls[call]?.[1]?.body as string) as Record<string, string>;

describe('GoogleLinkSettings', () => {
  it('removes the link only with the password and a code, showing the server’s refusal', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonReply(400, {
          status: 400,
          code: 'currentPasswordWrong',
          message: 'The current password is not correct.',
        }),
      )
      .mockResolvedValueOnce(
        jsonReply(200, {
          success: true,
          message: 'Google sign-in is no longer linked to your account.',
        }),
      );
    renderWithRouter([{ path: '/', element: <GoogleLinkSettings user={linkedUser} /> }]);
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Remove Google sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Google sign-in' });
    expect(dialog).toBeInTheDocument();

    await person.type(screen.getByLabelText('Current password'), 'Wrong12345');
    await person.type(
      screen.getByLabelText('Code from your authenticator app or a backup code'),
      '123456',
    );
    await person.click(screen.getAllByRole('button', { name: 'Remove Google sign-in' }).at(-1)!);
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/oauth2/link');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(sentBody(0)).toEqual({ currentPassword: 'Wrong12345', code: '123456' });

    await person.type(screen.getByLabelText('Current password'), 'Password123');
    await person.type(
      screen.getByLabelText('Code from your authenticator app or a backup code'),
      'AAAA2222BB',
    );
    await person.click(screen.getAllByRole('button', { name: 'Remove Google sign-in' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(1)).toEqual({ currentPassword: 'Password123', code: 'AAAA2222BB' });
  });

  it('offers no removal to an account that signs in with Google only', () => {
    renderWithRouter([
      {
        path: '/',
        element: <GoogleLinkSettings user={{ ...linkedUser, hasPassword: false }} />,
      },
    ]);
    expect(screen.getByText('Linked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Google sign-in' })).toBeNull();
  });
});
