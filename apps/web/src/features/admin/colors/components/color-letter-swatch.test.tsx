import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColorLetterSwatch } from './color-letter-swatch';

const swatch = () => screen.getByTestId('color-letter-swatch');

describe('ColorLetterSwatch', () => {
  it.each([
    ['Navy', 'N', 'rgb(0, 0, 128)', 'rgb(255, 255, 255)'],
    ['black', 'B', 'rgb(0, 0, 0)', 'rgb(255, 255, 255)'],
    ['Yellow', 'Y', 'rgb(255, 255, 0)', 'rgb(23, 23, 23)'],
    ['white', 'W', 'rgb(255, 255, 255)', 'rgb(23, 23, 23)'],
    ['teal', 'T', 'rgb(0, 128, 128)', 'rgb(255, 255, 255)'],
    ['light blue', 'L', 'rgb(173, 216, 230)', 'rgb(23, 23, 23)'],
  ])('%s: letter %s on %s in %s', (name, letter, background, text) => {
    render(<ColorLetterSwatch name={name} />);
    expect(swatch()).toHaveTextContent(letter);
    expect(swatch()).toHaveStyle({ backgroundColor: background, color: text });
  });

  it('shows an unknown name on black with a white letter', () => {
    render(<ColorLetterSwatch name="mystery" />);
    expect(swatch()).toHaveTextContent('M');
    expect(swatch()).toHaveStyle({ backgroundColor: 'rgb(0, 0, 0)', color: 'rgb(255, 255, 255)' });
  });

  it('is decorative (the name is written next to it)', () => {
    render(<ColorLetterSwatch name="Red" />);
    expect(swatch()).toHaveAttribute('aria-hidden', 'true');
  });
});
