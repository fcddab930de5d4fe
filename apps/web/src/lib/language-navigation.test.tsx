import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, Navigate, NavLink } from '@/components/ui/link';
import { renderWithRouter } from '@/testing/render-with-router';
import { localisedTo, useNavigate, usePageAddress } from './language-navigation';

describe('localisedTo', () => {
  it('puts an absolute app path under a prefixed language', () => {
    expect(localisedTo('/products/12', 'de')).toBe('/de/products/12');
    expect(localisedTo('/', 'zh')).toBe('/zh');
    expect(localisedTo('/?page=2', 'fr')).toBe('/fr?page=2');
    expect(localisedTo('/auth/signin?path=%2Fprofile', 'es')).toBe(
      '/es/auth/signin?path=%2Fprofile',
    );
    expect(localisedTo({ pathname: '/', search: '?query=lamp' }, 'de')).toEqual({
      pathname: '/de',
      search: '?query=lamp',
    });
  });

  it('leaves English addresses unprefixed', () => {
    expect(localisedTo('/products/12', 'en')).toBe('/products/12');
    expect(localisedTo({ pathname: '/', search: '?page=2' }, 'en')).toEqual({
      pathname: '/',
      search: '?page=2',
    });
  });

  it('never prefixes twice', () => {
    expect(localisedTo('/de/products/12', 'de')).toBe('/de/products/12');
    expect(localisedTo('/fr', 'de')).toBe('/fr');
    expect(localisedTo('/zh?page=2', 'de')).toBe('/zh?page=2');
    expect(localisedTo({ pathname: '/es/legal' }, 'de')).toEqual({ pathname: '/es/legal' });
  });

  it('leaves server paths, external, relative and same-page addresses alone', () => {
    expect(localisedTo('/api/products', 'de')).toBe('/api/products');
    expect(localisedTo('/api', 'de')).toBe('/api');
    expect(localisedTo('/media/abc.webp', 'de')).toBe('/media/abc.webp');
    expect(localisedTo('https://example.com/x', 'de')).toBe('https://example.com/x');
    expect(localisedTo('//example.com/x', 'de')).toBe('//example.com/x');
    expect(localisedTo('edit/3', 'de')).toBe('edit/3');
    expect(localisedTo('?page=3', 'de')).toBe('?page=3');
    expect(localisedTo({ search: '?page=3' }, 'de')).toEqual({ search: '?page=3' });
    // A page whose name merely starts like a server path is still a page.
    expect(localisedTo('/apiary', 'de')).toBe('/de/apiary');
  });
});

function Where() {
  const { pathname, search } = useLocation();
  const page = usePageAddress();
  return (
    <p>
      at {pathname + search} ({page.language} {page.pathWithSearch})
    </p>
  );
}

function Links() {
  const navigate = useNavigate();
  return (
    <>
      <Where />
      <Link to="/products/12">Product</Link>
      <Link to="/de/legal">German legal</Link>
      <Link to="/api/health">API</Link>
      <NavLink to="/contact">Contact</NavLink>
      <button type="button" onClick={() => void navigate('/seller/7?page=2')}>
        Seller
      </button>
    </>
  );
}

function renderAt(path: string) {
  return renderWithRouter(
    [
      { path: '/redirect', element: <Navigate to="/profile" replace /> },
      { path: '/:lang/redirect', element: <Navigate to="/profile" replace /> },
      { path: '*', element: <Links /> },
    ],
    path,
  );
}

describe('language-aware links', () => {
  it('lead to addresses in the current address’s language', () => {
    renderAt('/de/products/3');
    expect(screen.getByText('at /de/products/3 (de /products/3)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product' })).toHaveAttribute(
      'href',
      '/de/products/12',
    );
    expect(screen.getByRole('link', { name: 'German legal' })).toHaveAttribute('href', '/de/legal');
    expect(screen.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/api/health');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/de/contact');
  });

  it('stay unprefixed in English', () => {
    renderAt('/products/3');
    expect(screen.getByText('at /products/3 (en /products/3)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/products/12');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('mark the current page active in its language', () => {
    renderAt('/fr/contact');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigate in the current language', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/es');
    await user.click(screen.getByRole('button', { name: 'Seller' }));
    expect(router.state.location.pathname).toBe('/es/seller/7');
    expect(await screen.findByText('at /es/seller/7?page=2 (es /seller/7?page=2)')).toBeVisible();
  });

  it('redirect in the current language', async () => {
    renderAt('/zh/redirect');
    expect(await screen.findByText('at /zh/profile (zh /profile)')).toBeVisible();
  });

  it('redirect unprefixed in English', async () => {
    renderAt('/redirect');
    expect(await screen.findByText('at /profile (en /profile)')).toBeVisible();
  });
});
