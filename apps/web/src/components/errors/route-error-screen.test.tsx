import { MESSAGES } from '@curio/shared';
import { screen } from '@testing-library/react';
import { data } from 'react-router';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithRouter } from '@/testing/render-with-router';
import de from '../../../public/locales/de/translation.json';
import en from '../../../public/locales/en/translation.json';
import { RouteErrorScreen } from './route-error-screen';

/** Renders the screen as the error element of a route whose loader throws `error`. */
async function renderError(error: unknown) {
  renderWithRouter([
    {
      path: '/',
      loader: () => {
        throw error;
      },
      Component: () => null,
      HydrateFallback: () => null,
      errorElement: <RouteErrorScreen />,
    },
  ]);
  await screen.findByRole('heading', { level: 1 });
}

const refreshButton = () => screen.queryByRole('button', { name: 'Refresh Page' });

describe('RouteErrorScreen', () => {
  it.each([
    [404, 'Page Not Found', en.errors.notFound.description],
    [403, 'Access Forbidden', en.errors.forbidden.description],
    [401, 'Unauthorized', en.errors.unauthorized.description],
    [500, 'Server Error', en.errors.server.description],
    [503, 'Server Error', en.errors.server.description],
    [409, 'Server Error', en.errors.server.description],
  ])(
    'shows status %i as "%s" with its description and code',
    async (status, title, description) => {
      await renderError(new ApiError(status, 'Something specific happened'));

      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
      expect(screen.getByText(`Error code: ${status}`)).toBeInTheDocument();
      expect(await screen.findByText('Something specific happened')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    },
  );

  it.each([
    [404, false],
    [403, false],
    [401, false],
    [499, false],
    [500, true],
    [502, true],
  ])('with status %i shows Refresh Page: %s', async (status, shown) => {
    await renderError(new ApiError(status, 'Detail'));
    if (shown) expect(refreshButton()).toBeInTheDocument();
    else expect(refreshButton()).not.toBeInTheDocument();
  });

  it('reads a route error response thrown with data()', async () => {
    await renderError(data({ message: MESSAGES.productNotFound }, { status: 404 }));

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    expect(screen.getByText('Error code: 404')).toBeInTheDocument();
  });

  it("translates the code of a route error response's error body", async () => {
    i18n.addResourceBundle('de', 'translation', de, true, true);
    await i18n.changeLanguage('de');
    try {
      await renderError(
        data(
          { status: 404, code: 'productNotFound', message: MESSAGES.productNotFound },
          { status: 404 },
        ),
      );
      expect(await screen.findByText('Produkt nicht gefunden.')).toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.productNotFound)).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the detail only when it differs from the description', async () => {
    await renderError(new ApiError(403, en.errors.forbidden.description));

    expect(screen.getAllByText(en.errors.forbidden.description)).toHaveLength(1);
  });

  it('falls back to status 500 and "An unexpected error occurred"', async () => {
    await renderError({});

    expect(screen.getByRole('heading', { name: 'Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Error code: 500')).toBeInTheDocument();
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(refreshButton()).toBeInTheDocument();
  });

  it('treats an Error without a status as a server error with its message', async () => {
    await renderError(new Error('Chunk failed to load'));

    expect(screen.getByRole('heading', { name: 'Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Error code: 500')).toBeInTheDocument();
    expect(await screen.findByText('Chunk failed to load')).toBeInTheDocument();
  });
});
