import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BannerProvider } from '@/components/banner/banner-provider';
import { renderWithRouter } from '@/testing/render-with-router';
import { Header } from './header';

function renderHeader(initialPath = '/') {
  return renderWithRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Header />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'auth/signin', element: <p>Sign-in page</p> },
          { path: 'profile', element: <p>Profile page</p> },
          { path: 'products/:id', element: <p>Product page</p> },
        ],
      },
    ],
    initialPath,
  );
}

/** The header as the server renders it, where the session (in localStorage) is unknown. */
function serverMarkup(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <BannerProvider>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </BannerProvider>
    </QueryClientProvider>,
  );
  return container;
}

const accountSlot = (root: ParentNode) => {
  const slot = root.querySelector('[data-account-slot]');
  if (!slot) throw new Error('no account slot');
  return slot;
};

/** The header's menu button (hidden from screen readers behind the open menu, as the whole page). */
const menuButton = () => {
  const button = document.querySelector<HTMLButtonElement>('header button[aria-controls]');
  if (!button) throw new Error('no menu button');
  return button;
};

describe('Header', () => {
  it('links the logo home and offers sign-in without a session', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Curio, home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('signs in back to the page shown, in the bar and in the mobile menu', async () => {
    const user = userEvent.setup();
    renderHeader('/products/7?from=home');
    const back = `/auth/signin?path=${encodeURIComponent('/products/7?from=home')}`;
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', back);
    await user.click(menuButton());
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', back);
  });

  it('offers profile and favourites with a session', () => {
    localStorage.setItem('token', 'abc');
    renderHeader();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute(
      'href',
      '/dashboard/favorites',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it.each([
    ['a signed-in person', 'abc', ['Favorites', 'Profile']],
    ['a guest', null, ['Sign in']],
  ])(
    'renders the account slot empty at its final size until the session is known: %s',
    async (_who, token, links) => {
      if (token) localStorage.setItem('token', token);
      const neutral = accountSlot(serverMarkup());
      expect(neutral.children).toHaveLength(0);
      expect(neutral.textContent).toBe('');

      renderHeader();

      // Once the app has taken the page over (a transition after the first render).
      const known = accountSlot(document);
      expect(
        (await within(known as HTMLElement).findAllByRole('link')).map((link) => link.title),
      ).toEqual(links);
      // Same box before and after (a fixed width for two icons): nothing beside it moves.
      expect(known.className).toBe(neutral.className);
      expect(known.className).toMatch(/\bw-22\b/);
    },
  );

  it('opens the mobile menu, locking page scroll', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(menuButton());

    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAccessibleName('Close menu');
    // Its code loads on first use.
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps the focus in the open menu, and gives it back to the menu button on closing', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // The page behind, the menu button with it, is out of reach of screen readers and the keyboard.
    expect(menuButton().closest('[aria-hidden="true"]')).not.toBeNull();
    const controls = within(dialog).getAllByRole('combobox').length + 2; // the link and Close
    for (let step = 0; step < controls * 2; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton()).toHaveFocus());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on navigation and unlocks scroll', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    await user.click(menuButton());

    await user.click(
      within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole('link', {
        name: 'Sign in',
      }),
    );

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the mobile menu on back navigation and with Escape', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader('/profile');
    await user.click(menuButton());
    await router.navigate('/');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await user.tab();
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
    // The focus is not lost with the menu: it goes back to the button that opened it.
    expect(menuButton()).toHaveFocus();
  });

  it('offers the theme in the menu and remembers the choice', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    const theme = within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole(
      'combobox',
      {
        name: 'Theme',
      },
    );
    expect(theme).toHaveValue('system');

    await user.selectOptions(theme, 'dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.selectOptions(theme, 'system');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('shows a closable message banner', async () => {
    const user = userEvent.setup();
    const { useBanner } = await import('@/components/banner/banner-context');
    function Trigger() {
      const { showBanner } = useBanner();
      return (
        <button
          type="button"
          onClick={() => showBanner({ type: 'error', message: 'Saving failed' })}
        >
          trigger
        </button>
      );
    }
    renderWithRouter([
      {
        path: '/',
        element: (
          <>
            <Header />
            <Trigger />
          </>
        ),
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'trigger' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saving failed');

    await user.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
