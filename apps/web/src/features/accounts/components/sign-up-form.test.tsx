import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { mockAccountsFetch } from '@/features/session/testing/accounts-i18n';
import { renderWithRouter } from '@/testing/render-with-router';
import de from '../../../../public/locales/de/translation.json';
import fr from '../../../../public/locales/fr/translation.json';
import { SignUpForm } from './sign-up-form';

i18n.addResourceBundle('de', 'translation', de, true, true);
i18n.addResourceBundle('fr', 'translation', fr, true, true);
const fetchMock = mockAccountsFetch();

afterEach(() => i18n.changeLanguage('en'));

/** Look-alike usernames (decision 025): the shared rule, checked before anything is sent. */
describe('the sign-up form with a look-alike username', () => {
  async function submitUsername(username: string) {
    const user = userEvent.setup();
    renderWithRouter([{ path: '/', element: <SignUpForm /> }], '/');
    await user.click(screen.getByLabelText('Username'));
    await user.paste(username);
    await user.type(screen.getByLabelText('Email'), 'ming@example.com');
    await user.type(screen.getByLabelText('Password'), 'Sunshine9');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
  }

  it.each([
    [
      'de',
      'a zero-width space',
      'ming\u200bstudio',
      'Der Benutzername darf keine unsichtbaren Zeichen oder Steuerzeichen enthalten',
    ],
    [
      'en',
      'Latin mixed with Cyrillic',
      'm\u0456ngstudio',
      'Username cannot mix letters of different alphabets, such as Latin and Cyrillic',
    ],
    [
      'fr',
      'a right-to-left override',
      'ming\u202estudio',
      'Le nom d’utilisateur ne peut pas contenir de caractères qui changent le sens du texte',
    ],
  ])('in %s, shows the error for %s without sending', async (language, _what, username, text) => {
    await i18n.changeLanguage(language);
    await submitUsername(username);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
