import type { CurrentUser } from '@curio/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, loadAccountsTranslations } from '@/features/session/testing/accounts-i18n';
import { renderWithRouter } from '@/testing/render-with-router';
import { ProfileEditForm } from './profile-edit-form';

beforeAll(loadAccountsTranslations);

const user: CurrentUser = {
  id: 7,
  username: 'alex',
  name: 'alex',
  email: 'alex@example.com',
  role: 'USER',
  frozen: false,
  twoFactorEnabled: false,
  agent: null,
  profilePicture: null,
  hasPassword: true,
  createdAt: '2025-02-10T10:00:00.000Z',
  emailVerified: true,
  pendingEmail: null,
  googleLinked: false,
};

const agents = [
  { id: 1, name: 'Superbuy', themeColorId: 3, themeColor: { id: 3, color: 'Blue' } },
  { id: 2, name: 'CnFans', themeColorId: 4, themeColor: { id: 4, color: 'Orange' } },
];

const fetchMock = vi.fn<typeof fetch>();
let validation: (value: Response) => void = () => {};
const scrollIntoView = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  Element.prototype.scrollIntoView = scrollIntoView;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  fetchMock.mockImplementation((input) => {
    if (input === '/api/agents') return Promise.resolve(jsonReply(200, agents));
    if (input === '/api/validate-image') {
      return new Promise<Response>((resolve) => {
        validation = resolve;
      });
    }
    return Promise.reject(new Error('unexpected call'));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderForm(highlightAgent = false, account: CurrentUser = user) {
  renderWithRouter([
    {
      path: '/',
      element: (
        <ProfileEditForm user={account} highlightAgent={highlightAgent} returnTo="/profile" />
      ),
    },
    { path: '/profile', element: <p>Profile page</p> },
  ]);
  return userEvent.setup();
}

const save = () => screen.getByRole('button', { name: 'Save changes' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('ProfileEditForm: the save button', () => {
  it('is enabled only while a field differs from the saved profile', async () => {
    const user = renderForm();
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveValue('alex');
    expect(save()).toBeDisabled();

    await user.type(username, 'x');
    expect(save()).toBeEnabled();
    await user.type(username, '{Backspace}');
    expect(save()).toBeDisabled();

    await user.type(screen.getByLabelText('New password'), 'Secret123');
    expect(save()).toBeEnabled();
    await user.clear(screen.getByLabelText('New password'));
    expect(save()).toBeDisabled();

    const agent = screen.getByRole('combobox', { name: 'Agent' });
    await screen.findByRole('option', { name: 'CnFans' });
    await user.selectOptions(agent, 'CnFans');
    expect(save()).toBeEnabled();
    await user.selectOptions(agent, 'No agent');
    expect(save()).toBeDisabled();
  });

  it('stays disabled while the image is checked, and counts an accepted image as a change', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
    expect(save()).toBeEnabled();

    choose(png());
    expect(await screen.findByText('Checking image…')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    validation(jsonReply(200, { appropriate: true, message: 'Image looks fine' }));
    expect(await screen.findByText('Image accepted. Save to use it.')).toBeInTheDocument();
    expect(save()).toBeEnabled();

    // The image alone is a change.
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '{Backspace}');
    expect(save()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Keep current picture' }));
    expect(save()).toBeDisabled();
  });

  it('reverts a rejected image to the saved picture, with the spec message', async () => {
    renderForm();
    choose(png());
    await screen.findByText('Checking image…');
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      'blob:preview',
    );

    validation(jsonReply(200, { appropriate: false, message: 'Image content not appropriate' }));
    expect(await screen.findByText('Image content not appropriate')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it.each([
    ['a file over 5 MB', png(5 * 1024 * 1024 + 1), 'File size too large (max 5MB)'],
    [
      'a WebP',
      new File([new Uint8Array(10)], 'me.webp', { type: 'image/webp' }),
      'Invalid file type. Only JPEG, PNG, and GIF allowed',
    ],
  ])('refuses %s before asking the server', async (_label, file, message) => {
    renderForm();
    choose(file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/validate-image', expect.anything());
    expect(save()).toBeDisabled();
  });

  it('says "No file selected" when the choice is empty', async () => {
    renderForm();
    fireEvent.change(fileInput(), { target: { files: [] } });
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
  });

  it('draws attention to the agent field with ?highlight=agent', async () => {
    renderForm(true);
    expect(
      await screen.findByText('Please assign yourself to an agent in your profile.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalled();
  });
});

describe('ProfileEditForm: the current password', () => {
  it('is asked for when the email changes, and sent with it', async () => {
    const person = renderForm();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await person.clear(email);
    await person.type(email, 'new@example.com');
    const current = screen.getByLabelText('Current password');
    expect(screen.getByText('Needed to change your email or password.')).toBeInTheDocument();

    await person.click(save());
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/accounts/edit', expect.anything());

    fetchMock.mockImplementation((input) =>
      input === '/api/accounts/edit'
        ? Promise.resolve(jsonReply(200, { user: { ...user, pendingEmail: 'new@example.com' } }))
        : input === '/api/agents'
          ? Promise.resolve(jsonReply(200, agents))
          : Promise.reject(new Error('unexpected call')),
    );
    await person.type(current, 'Password123');
    await person.click(save());
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => input === '/api/accounts/edit');
    expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({
      email: 'new@example.com',
      currentPassword: 'Password123',
    });
  });

  it('comes with a code field for an account with two-factor login, sent with the change', async () => {
    const person = renderForm(false, { ...user, twoFactorEnabled: true });
    expect(
      screen.queryByLabelText('Code from your authenticator app or a backup code'),
    ).not.toBeInTheDocument();
    await person.type(screen.getByLabelText('New password'), 'Changed123');
    await person.type(screen.getByLabelText('Current password'), 'Password123');
    await person.type(
      screen.getByLabelText('Code from your authenticator app or a backup code'),
      '123456',
    );
    fetchMock.mockImplementation((input) =>
      input === '/api/accounts/edit'
        ? Promise.resolve(jsonReply(200, { user, token: 'next' }))
        : input === '/api/agents'
          ? Promise.resolve(jsonReply(200, agents))
          : Promise.reject(new Error('unexpected call')),
    );
    await person.click(save());
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => input === '/api/accounts/edit');
    expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({
      password: 'Changed123',
      currentPassword: 'Password123',
      code: '123456',
    });
  });

  it('is not asked for when only the username changes, nor for the address waiting for verification', async () => {
    const person = renderForm();
    await person.type(screen.getByRole('textbox', { name: 'Username' }), 'x');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});
