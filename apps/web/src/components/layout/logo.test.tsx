import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { Logo } from './logo';

function renderLogo(color: string) {
  const agent = { id: 1, name: 'DogeGoo', themeColor: { id: 2, color } };
  renderWithRouter([{ path: '/', element: <Logo agent={agent} /> }], '/');
}

describe('Logo', () => {
  it('marks the header with the agent’s colour and writes the name in a readable shade', async () => {
    renderLogo('Gold');
    const name = await screen.findByTestId('logo-agent');
    expect(name).toHaveTextContent('DOGEGOO');
    expect(screen.getByTestId('logo-agent-swatch')).toHaveStyle({ backgroundColor: '#ffd700' });
    // Gold darkened to 4.58:1 on the white header; as it is (12.78:1) on the dark one.
    expect(name.style.getPropertyValue('--agent-light')).toBe('#8a7400');
    expect(name.style.getPropertyValue('--agent-dark')).toBe('#ffd700');
    expect(name.getAttribute('style')).not.toContain('text-shadow');
  });

  it('lightens a dark colour for the dark header', async () => {
    renderLogo('Blue');
    const name = await screen.findByTestId('logo-agent');
    expect(name.style.getPropertyValue('--agent-light')).toBe('#0000ff');
    expect(name.style.getPropertyValue('--agent-dark')).toBe('#6e6eff');
  });

  it('writes the name in the ordinary text colour where the agent’s cannot be made readable', async () => {
    renderLogo('White');
    const name = await screen.findByTestId('logo-agent');
    expect(name.style.getPropertyValue('--agent-light')).toBe('var(--color-neutral-900)');
    expect(name.style.getPropertyValue('--agent-dark')).toBe('#ffffff');
  });

  it('is the logo alone without an agent', () => {
    renderWithRouter([{ path: '/', element: <Logo /> }], '/');
    expect(screen.queryByTestId('logo-agent')).not.toBeInTheDocument();
  });
});
