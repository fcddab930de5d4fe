import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonReply, mockAccountsFetch } from '@/features/session/testing/accounts-i18n';
import { renderWithRouter } from '@/testing/render-with-router';
import { BackupCodesDialog } from './backup-codes-dialog';

const fetchMock = mockAccountsFetch();

const codes = [
  'AAAA2222BB',
  'CCCC3333DD',
  'EEEE4444FF',
  'GGGG5555HH',
  'JJJJ6666KK',
  'MMMM7777NN',
  'PPPP8888QQ',
  'RRRR9999SS',
];

describe('BackupCodesDialog', () => {
  it('asks for a current code, then shows the 8 new codes once', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonReply(400, {
          status: 400,
          code: 'invalidVerificationCode',
          message: 'Invalid verification code',
        }),
      )
      .mockResolvedValueOnce(
        jsonReply(200, {
          success: true,
          message: 'New backup codes created. Your old codes no longer work.',
          backupCodes: codes,
        }),
      );
    renderWithRouter([{ path: '/', element: <BackupCodesDialog open onOpenChange={() => {}} /> }]);
    const person = userEvent.setup();
    const field = screen.getByLabelText('Code from your authenticator app');
    await person.click(screen.getByRole('button', { name: 'Create codes' }));
    expect(await screen.findByText('Please enter a 6-digit code')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await person.type(field, '123456');
    await person.click(screen.getByRole('button', { name: 'Create codes' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();

    await person.type(screen.getByLabelText('Code from your authenticator app'), '654321');
    await person.click(screen.getByRole('button', { name: 'Create codes' }));
    expect(
      await screen.findByText('New backup codes created. Your old codes no longer work.'),
    ).toBeInTheDocument();
    for (const code of codes) expect(screen.getByText(code)).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/2fa/backup-codes');
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toEqual({ code: '654321' });
  });
});
