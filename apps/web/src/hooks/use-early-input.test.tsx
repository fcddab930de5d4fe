import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEarlyInput } from './use-early-input';

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

/** A controlled field, as the header's search box is. */
function SearchField({ onEarly = () => {} }: { onEarly?: (value: string) => void }) {
  const [text, setText] = useState('');
  const ref = useEarlyInput<HTMLInputElement>((typed) => {
    onEarly(typed);
    setText(typed);
  });
  return (
    <>
      <input ref={ref} aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
      <p>Searching for {text || 'nothing'}</p>
    </>
  );
}

/** A select whose value the browser knows better than the server (a stored setting). */
function ThemeField({ initial, onEarly }: { initial: string; onEarly: (value: string) => void }) {
  const [theme, setTheme] = useState(initial);
  const ref = useEarlyInput<HTMLSelectElement>((chosen) => {
    onEarly(chosen);
    setTheme(chosen);
  });
  return (
    <select ref={ref} aria-label="Theme" value={theme} onChange={(e) => setTheme(e.target.value)}>
      {['system', 'light', 'dark'].map((option) => (
        <option key={option}>{option}</option>
      ))}
    </select>
  );
}

/**
 * The server's markup of `element` in the document, `before` run on it (the reader, while the
 * app's code downloads), then taken over by React as the app does (`inBrowser`, by default the
 * same element).
 */
async function hydrate(
  element: React.ReactElement,
  before: () => void,
  inBrowser: React.ReactElement = element,
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  before();
  await act(async () => {
    roots.push(hydrateRoot(container, inBrowser));
  });
}

describe('useEarlyInput', () => {
  it('keeps what was typed before the app took the page over, through its next render', async () => {
    const onEarly = vi.fn();
    await hydrate(<SearchField onEarly={onEarly} />, () => {
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value = 'hoodie';
    });
    expect(onEarly).toHaveBeenCalledExactlyOnceWith('hoodie');
    expect(screen.getByText('Searching for hoodie')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('hoodie');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: 'hoodies' },
    });
    expect(screen.getByText('Searching for hoodies')).toBeInTheDocument();
    expect(onEarly).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a field nobody touched', async () => {
    const onEarly = vi.fn();
    await hydrate(<SearchField onEarly={onEarly} />, () => {});
    expect(onEarly).not.toHaveBeenCalled();
    expect(screen.getByText('Searching for nothing')).toBeInTheDocument();
  });

  it('takes a choice made before the app ran, not the value the browser knows better', async () => {
    const chosen = vi.fn();
    await hydrate(
      <ThemeField initial="system" onEarly={chosen} />,
      () => {
        screen.getByRole<HTMLSelectElement>('combobox', { name: 'Theme' }).value = 'light';
      },
      <ThemeField initial="dark" onEarly={chosen} />,
    );
    expect(chosen).toHaveBeenCalledExactlyOnceWith('light');
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');

    document.body.replaceChildren();
    const untouched = vi.fn();
    await hydrate(
      <ThemeField initial="system" onEarly={untouched} />,
      () => {},
      <ThemeField initial="dark" onEarly={untouched} />,
    );
    expect(untouched).not.toHaveBeenCalled();
  });
});
