import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  // The screen's code loads at the first error (lazy-error-screens.tsx): here once, before the cases.
  beforeAll(() => import('./error-fallback'));

  it('shows the generic screen with the error message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Boom error={new Error('Widget broke')} />
      </ErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Widget broke')).toBeInTheDocument();
  });

  it('falls back to "An unexpected error occurred"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Boom error={null} />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });
});
