import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { Footer } from './footer';

describe('Footer', () => {
  it('states the copyright of the current year', async () => {
    renderWithRouter([{ path: '/', element: <Footer /> }]);
    const year = String(new Date().getFullYear());
    expect(await screen.findByText(`© ${year} Curio`)).toBeInTheDocument();
  });
});
