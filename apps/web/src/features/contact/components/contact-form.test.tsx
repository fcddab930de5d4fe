import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useImperativeHandle, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import contact from '../../../../public/locales/en/contact.json';
import de from '../../../../public/locales/de/translation.json';
import type { CaptchaHandle } from './captcha-widget';
import { ContactForm } from './contact-form';

i18n.addResourceBundle('en', 'contact', contact, true, true);
i18n.addResourceBundle('de', 'translation', de, true, true);

// The real widget is a web component doing proof-of-work in workers: a button stands in for it.
const captchaReset = vi.fn();
vi.mock('./captcha-widget', () => ({
  CaptchaWidget: ({
    onChange,
    ref,
  }: {
    onChange: (payload: string | null) => void;
    ref?: Ref<CaptchaHandle>;
  }) => {
    useImperativeHandle(ref, () => ({ reset: captchaReset }), []);
    return (
      <button type="button" onClick={() => onChange('solved-payload')}>
        Solve captcha
      </button>
    );
  },
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  captchaReset.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderForm() {
  const user = userEvent.setup();
  renderWithRouter([{ path: '/', element: <ContactForm /> }]);
  const fields = {
    name: () => screen.getByLabelText(/^Name/),
    email: () => screen.getByLabelText(/^Email/),
    message: () => screen.getByLabelText(/^Message/),
  };
  const fill = async () => {
    await user.type(fields.name(), 'Ada Lovelace');
    await user.type(fields.email(), 'ada@example.com');
    await user.type(fields.message(), 'Hello!');
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
  return { user, fields, fill, submit };
}

describe('ContactForm', () => {
  it('idle: checks every field and asks for the captcha, without sending', async () => {
    const { submit } = renderForm();
    await submit();
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(screen.getByText('Please complete the captcha verification.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the captcha when only it is missing', async () => {
    const { fill, submit } = renderForm();
    await fill();
    await submit();
    expect(
      await screen.findByText('Please complete the captcha verification.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sending, then success: sends the captcha payload, thanks, and resets form and captcha', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, fields, fill, submit } = renderForm();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await submit();

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Hello!',
      altcha: 'solved-payload',
    });

    answer(
      json(200, { success: true, message: "Thanks for your message! We'll get back to you soon." }),
    );
    expect(await screen.findByText('Form Submitted Successfully')).toBeInTheDocument();
    expect(
      screen.getByText("Thanks for your message! We'll get back to you soon."),
    ).toBeInTheDocument();
    expect(fields.name()).toHaveValue('');
    expect(fields.email()).toHaveValue('');
    expect(fields.message()).toHaveValue('');
    expect(captchaReset).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('error from the server: "Something went wrong", the form kept, a new captcha needed', async () => {
    fetchMock.mockResolvedValue(
      json(429, {
        status: 429,
        code: 'tooManyRequests',
        message: 'Too many requests. Please try again later.',
      }),
    );
    const { user, fields, fill, submit } = renderForm();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(alert).toHaveTextContent('Too many requests. Please try again later.');
    expect(fields.name()).toHaveValue('Ada Lovelace');
    expect(captchaReset).toHaveBeenCalled();

    // The used captcha is gone: submitting again asks for a new one.
    await submit();
    expect(
      await screen.findByText('Please complete the captcha verification.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("puts a refused field's error on it, in the reader's language, by its code", async () => {
    await i18n.changeLanguage('de');
    fetchMock.mockResolvedValue(
      json(400, {
        status: 400,
        code: 'validationFailed',
        message: 'Validation failed. Please check all required fields and try again.',
        fieldErrors: { name: 'Please enter your name' },
        fieldCodes: { name: 'contactNameRequired' },
      }),
    );
    try {
      const { user, fill, submit } = renderForm();
      await fill();
      await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
      await submit();
      expect(await screen.findByText('Bitte geben Sie Ihren Namen ein')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Validierung fehlgeschlagen. Bitte prüfen Sie alle Pflichtfelder',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('error without an answer (network): "An error occurred"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, fill, submit } = renderForm();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred. Please try again later.',
      ),
    );
  });
});
