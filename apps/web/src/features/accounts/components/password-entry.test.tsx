import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAccountsTranslations } from '@/features/session/testing/accounts-i18n';
import { renderWithRouter } from '@/testing/render-with-router';
import { SignIn } from './sign-in';
import { SignUpForm } from './sign-up-form';

beforeAll(loadAccountsTranslations);

/** OWASP ASVS 6.2.6, 6.2.7 and 6.2.9 on the two forms that take a password. */
describe.each([
  ['sign-in', <SignIn key="in" redirectTo="/" />, 'current-password'],
  ['sign-up', <SignUpForm key="up" />, 'new-password'],
])('the %s password field', (_form, element, autoComplete) => {
  function render() {
    renderWithRouter([{ path: '/', element }], '/');
    return { user: userEvent.setup(), field: screen.getByLabelText('Password') };
  }

  it('6.2.6 masks what is typed', () => {
    expect(render().field).toHaveAttribute('type', 'password');
  });

  it('6.2.7 lets password managers fill it and a pasted password in', async () => {
    const { user, field } = render();
    expect(field).toHaveAttribute('autocomplete', autoComplete);
    await user.click(field);
    await user.paste('Pasted-From-A-Manager-42');
    expect(field).toHaveValue('Pasted-From-A-Manager-42');
  });

  it('6.2.9 takes a 128-character password whole', async () => {
    const { user, field } = render();
    const long = `A1${'x'.repeat(126)}`;
    await user.click(field);
    await user.paste(long);
    expect(field).toHaveValue(long);
  });
});
