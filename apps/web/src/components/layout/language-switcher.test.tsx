import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { LanguageSwitcher } from './language-switcher';

function Page() {
  const { pathname, search } = useLocation();
  return (
    <>
      <LanguageSwitcher />
      <p>at {pathname + search}</p>
    </>
  );
}

const renderAt = (path: string) => renderWithRouter([{ path: '*', element: <Page /> }], path);
const switcher = () => screen.getByRole('combobox', { name: 'Language' });

afterEach(async () => {
  document.cookie = 'lng=; Path=/; Max-Age=0';
  await i18n.changeLanguage('en');
});

describe('LanguageSwitcher', () => {
  it('shows the language of the address', () => {
    renderAt('/fr/products/12');
    expect(switcher()).toHaveValue('fr');
  });

  it('moves to the same page and query in the chosen language, and stores the choice', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/products/12?from=mail');
    expect(switcher()).toHaveValue('en');

    await user.selectOptions(switcher(), 'de');

    expect(await screen.findByText('at /de/products/12?from=mail')).toBeVisible();
    expect(router.state.location.pathname).toBe('/de/products/12');
    expect(switcher()).toHaveValue('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(document.cookie).toContain('lng=de');
  });

  it('moves from one prefix to another, and to no prefix for English', async () => {
    const user = userEvent.setup();
    renderAt('/de?page=2');

    await user.selectOptions(switcher(), 'zh');
    expect(await screen.findByText('at /zh?page=2')).toBeVisible();

    await user.selectOptions(switcher(), 'en');
    expect(await screen.findByText('at /?page=2')).toBeVisible();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('lng=en');
  });
});
