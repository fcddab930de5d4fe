import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { FilterButton } from './filter-button';
import { FilterPanel } from './filter-panel';

const fetchMock = vi.fn<typeof fetch>();

const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');

/** The facet count the fake server answers: one per selected category and colour, plus 10. */
function facetsFor(url: URL) {
  const count = (key: string) => url.searchParams.get(key)?.split(',').length ?? 0;
  return {
    total: 10 + count('categories') + count('colors') + (url.searchParams.has('minPrice') ? 5 : 0),
    categories: [],
    colors: [],
  };
}

beforeEach(() => {
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    const body =
      url.pathname === '/api/categories'
        ? [
            { id: 1, name: 'Hoodies' },
            { id: 2, name: 'Jackets' },
          ]
        : url.pathname === '/api/colors'
          ? [
              { id: 1, color: 'Black' },
              { id: 2, color: 'Red' },
            ]
          : facetsFor(url);
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPanel(path: string) {
  const user = userEvent.setup();
  const view = renderWithRouter(
    [
      {
        path: '/',
        element: (
          <>
            <FilterButton />
            <FilterPanel />
          </>
        ),
      },
    ],
    path,
  );
  const search = () => new URLSearchParams(view.router.state.location.search);
  const open = async () => {
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    return screen.findByRole('dialog', { name: 'Filters' });
  };
  return { ...view, user, search, open };
}

const facetRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url.pathname === '/api/products/facets');

describe('FilterPanel', () => {
  it('applies categories and colours as comma lists, keeps the query and resets the page', async () => {
    const { user, open, search, router } = renderPanel('/?query=hoodie&page=3&sort=price_asc');
    const dialog = await open();

    await user.click(await within(dialog).findByRole('checkbox', { name: 'Hoodies' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jackets' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Black' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Show 13 products' }));

    expect(search().get('categories')).toBe('Hoodies,Jackets');
    expect(search().get('colors')).toBe('Black');
    expect(search().get('query')).toBe('hoodie');
    expect(search().get('sort')).toBe('price_asc');
    expect(search().get('page')).toBe('1');
    expect(search().has('priceRange')).toBe(false);
    expect(router.state.location.search).toContain('categories=Hoodies,Jackets');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts the pending selection with the search text, at once for categories and colours', async () => {
    const { user, open } = renderPanel('/?query=%20hoodie%20');
    const dialog = await open();
    await within(dialog).findByRole('button', { name: 'Show 10 products' });

    await user.click(await within(dialog).findByRole('checkbox', { name: 'Red' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Show 11 products' }),
    ).toBeInTheDocument();
    const last = facetRequests().at(-1)!;
    expect(last.searchParams.get('name')).toBe('hoodie');
    expect(last.searchParams.get('colors')).toBe('Red');
    expect(last.searchParams.has('minPrice')).toBe(false);
  });

  it('counts a price change once it rests for 400 ms', async () => {
    const { user, open } = renderPanel('/');
    const dialog = await open();
    await within(dialog).findByRole('button', { name: 'Show 10 products' });
    const before = facetRequests().length;

    const min = within(dialog).getByRole('textbox', { name: 'Min' });
    await user.clear(min);
    await user.type(min, '20');
    expect(facetRequests()).toHaveLength(before);

    expect(
      await within(dialog).findByRole('button', { name: 'Show 15 products' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    const priced = facetRequests().filter((url) => url.searchParams.has('minPrice'));
    expect(priced).toHaveLength(1);
    expect(priced[0]!.searchParams.get('minPrice')).toBe('20');
    expect(priced[0]!.searchParams.get('maxPrice')).toBe('350');
  });

  it('writes the price range comma-joined', async () => {
    const { user, open, search } = renderPanel('/');
    const dialog = await open();
    const min = within(dialog).getByRole('textbox', { name: 'Min' });
    const max = within(dialog).getByRole('textbox', { name: 'Max' });
    await user.clear(min);
    await user.type(min, '20');
    await user.clear(max);
    await user.type(max, '120');
    await user.click(within(dialog).getByRole('button', { name: /^Show/ }));

    expect(search().get('priceRange')).toBe('20,120');
    expect(search().get('page')).toBe('1');
  });

  it('removes empty lists and the default price range from the URL', async () => {
    const { user, open, search } = renderPanel(
      '/?categories=Hoodies&colors=Black,Red&priceRange=10,200&page=4',
    );
    const dialog = await open();

    const hoodies = await within(dialog).findByRole('checkbox', { name: 'Hoodies' });
    expect(hoodies).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Black' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Min' })).toHaveValue('10');

    await user.click(within(dialog).getByRole('button', { name: 'Clear filters' }));
    expect(hoodies).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Max' })).toHaveValue('350');
    await user.click(within(dialog).getByRole('button', { name: /^Show/ }));

    expect(search().has('categories')).toBe(false);
    expect(search().has('colors')).toBe(false);
    expect(search().has('priceRange')).toBe(false);
    expect(search().get('page')).toBe('1');
  });

  it('cannot apply invalid prices', async () => {
    const { user, open } = renderPanel('/');
    const dialog = await open();
    const max = within(dialog).getByRole('textbox', { name: 'Max' });
    await user.clear(max);
    await user.type(max, '500');

    expect(max).toHaveAccessibleDescription('Maximum price cannot be greater than 350.');
    expect(within(dialog).getByRole('button', { name: /^Show/ })).toBeDisabled();
  });

  it('expands and collapses the category and colour sections, both expanded at first', async () => {
    const { user, open } = renderPanel('/');
    const dialog = await open();
    const categories = within(dialog).getByRole('button', { name: 'Categories' });
    const colors = within(dialog).getByRole('button', { name: 'Colors' });
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    expect(colors).toHaveAttribute('aria-expanded', 'true');

    await user.click(categories);
    expect(categories).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('checkbox', { name: 'Hoodies' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: 'Black' })).toBeInTheDocument();

    await user.click(categories);
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('checkbox', { name: 'Hoodies' })).toBeInTheDocument();
  });

  it('closes with Escape without changing the URL and gives the focus back', async () => {
    const { user, open, router } = renderPanel('/?page=2');
    const dialog = await open();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Hoodies' }));
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveFocus();
  });

  it('shows on the button how many filters are applied', () => {
    renderPanel('/?categories=Hoodies,Jackets&priceRange=0,100');
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('3 filters applied');
  });
});
