import type { CurrentUser } from '@curio/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonReply, mockAccountsFetch } from '@/features/session/testing/accounts-i18n';
import { renderWithRouter } from '@/testing/render-with-router';
import { EmailNotice } from './email-notice';

const fetchMock = mockAccountsFetch();

const user = {
  email: 'mia@example.com',
  emailVerified: false,
  pendingEmail: null,
  googleLinked: false,
} as unknown as CurrentUser;

describe('EmailNotice', () => {
  it('says nothing for a verified address with no change waiting', () => {
    const { container } = renderWithRouter([
      { path: '/', element: <EmailNotice user={{ ...user, emailVerified: true }} /> },
    ]);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the pending address and the one still in use', () => {
    renderWithRouter([
      {
        path: '/',
        element: <EmailNotice user={{ ...user, emailVerified: true, pendingEmail: 'new@x.io' }} />,
      },
    ]);
    expect(
      screen.getByText(
        'Your new email address new@x.io is waiting for verification. Until then, mia@example.com stays in use.',
      ),
    ).toBeInTheDocument();
  });

  it('resends (the button is off while sending) and shows the rate limit', async () => {
    let answer: (reply: Response) => void = () => {};
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderWithRouter([{ path: '/', element: <EmailNotice user={user} /> }]);
    expect(screen.getByText(/mia@example.com is not verified yet/)).toBeInTheDocument();
    const person = userEvent.setup();
    const resend = screen.getByRole('button', { name: 'Resend email' });
    await person.click(resend);
    expect(resend).toBeDisabled();
    answer(jsonReply(200, { success: true, message: 'We sent you a verification email.' }));
    expect(await screen.findByText('We sent you a verification email.')).toBeInTheDocument();
    expect(resend).toBeEnabled();

    fetchMock.mockResolvedValueOnce(
      jsonReply(429, {
        status: 429,
        code: 'verificationTooSoon',
        message: 'Please wait a few minutes before asking for another email.',
      }),
    );
    await person.click(resend);
    expect(
      await screen.findByText('Please wait a few minutes before asking for another email.'),
    ).toBeInTheDocument();
  });
});
