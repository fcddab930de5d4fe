import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { Logo } from './logo';

describe('Logo', () => {
  it('names the agent after the logo, in its theme colour', async () => {
    const agent = { id: 1, name: 'Superbuy', themeColor: { id: 2, color: 'Navy' } };
    renderWithRouter([{ path: '/', element: <Logo agent={agent} /> }], '/');
    const name = await screen.findByTestId('logo-agent');
    expect(name).toHaveTextContent('SUPERBUY');
    expect(name).toHaveStyle({ color: '#000080' });
  });

  it('is the logo alone without an agent', () => {
    renderWithRouter([{ path: '/', element: <Logo /> }], '/');
    expect(screen.queryByTestId('logo-agent')).not.toBeInTheDocument();
  });
});
