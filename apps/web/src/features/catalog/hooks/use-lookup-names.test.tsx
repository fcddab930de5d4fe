import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, urlOf } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { useCategoryNames, useColorNames } from './use-lookup-names';

function Names({ names }: { names: string[] }) {
  const categoryName = useCategoryNames();
  const colorName = useColorNames();
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>{`${categoryName(name)} / ${colorName(name)}`}</li>
      ))}
    </ul>
  );
}

// The test set-up loads English only; a language resolves once it has texts.
i18n.addResourceBundle('zh', 'translation', { app: { name: 'Curio' } }, true, false);

const LISTS: Record<string, unknown> = {
  '/api/categories': [
    { id: 1, name: 'Hoodies', translations: { zh: '卫衣', de: 'Kapuzenpullover' } },
    { id: 2, name: 'Hats', translations: {} },
  ],
  '/api/colors': [{ id: 1, color: 'Navy', translations: { zh: '藏青色' } }],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) =>
      Promise.resolve(jsonResponse(LISTS[new URL(urlOf(input), 'http://localhost').pathname])),
    ),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('lookup names in the viewer’s language', () => {
  it('shows the Chinese names to a Chinese reader, English where none is given', async () => {
    await i18n.changeLanguage('zh');
    renderWithRouter([
      { path: '/', element: <Names names={['Hoodies', 'Hats', 'Navy', 'Retired']} /> },
    ]);
    expect(await screen.findByText('卫衣 / Hoodies')).toBeInTheDocument();
    expect(await screen.findByText('Navy / 藏青色')).toBeInTheDocument();
    expect(screen.getByText('Hats / Hats')).toBeInTheDocument();
    // A name the lists do not know (deleted since) shows as it is.
    expect(screen.getByText('Retired / Retired')).toBeInTheDocument();
  });

  it('shows the English names to an English reader', async () => {
    renderWithRouter([{ path: '/', element: <Names names={['Hoodies']} /> }]);
    await vi.waitFor(() => expect(screen.getByText('Hoodies / Hoodies')).toBeInTheDocument());
    expect(screen.queryByText(/卫衣/)).not.toBeInTheDocument();
  });
});
