import { describe, expect, it } from 'vitest';
import {
  canonicalSearchParams,
  joinRepeatedSearchParams,
  parsePageParam,
  parsePriceRangeParam,
  productFiltersQuerySchema,
  productListQuerySchema,
} from '@curio/shared';
import { toQueryString } from '@/utils/query-string';
import {
  readCatalogSearch,
  toFiltersQuery,
  toProductsParams,
  withFilters,
  withQuery,
  withSort,
} from './catalog-search';

describe('catalog search parameters', () => {
  it('reads the defaults from an empty address', () => {
    expect(readCatalogSearch(new URLSearchParams())).toEqual({
      page: 1,
      query: '',
      filters: { categories: [], colors: [], priceRange: { min: 0, max: 350 } },
      sort: undefined,
    });
  });

  it('reads page, query, comma lists, price range and sort', () => {
    const search = readCatalogSearch(
      new URLSearchParams(
        'page=3&query=hoodie&categories=Hoodies, Jackets,&colors=Black&priceRange=10,120&sort=price_desc',
      ),
    );
    expect(search).toEqual({
      page: 3,
      query: 'hoodie',
      filters: {
        categories: ['Hoodies', 'Jackets'],
        colors: ['Black'],
        priceRange: { min: 10, max: 120 },
      },
      sort: 'price_desc',
    });
  });

  it.each([
    [null, 1],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2.5', 1],
    ['7', 7],
  ])('reads page %s as %i', (value, page) => {
    expect(parsePageParam(value)).toBe(page);
  });

  it.each([
    ['10,20', { min: 10, max: 20 }],
    ['-5,400', { min: 0, max: 350 }],
    ['20,10', { min: 0, max: 350 }],
    ['a,b', { min: 0, max: 350 }],
    ['10', { min: 0, max: 350 }],
    ['12.5,99.5', { min: 12.5, max: 99.5 }],
  ])('reads priceRange %s', (value, range) => {
    expect(parsePriceRangeParam(value)).toEqual(range);
  });

  it('ignores an unknown sort', () => {
    expect(readCatalogSearch(new URLSearchParams('sort=cheapest')).sort).toBeUndefined();
  });

  it('asks the API for the page (zero-based) with the trimmed search and active filters only', () => {
    expect(
      toProductsParams(readCatalogSearch(new URLSearchParams('page=2&query=%20%20hoodie%20'))),
    ).toEqual({
      page: 1,
      size: 50,
      name: 'hoodie',
      categories: [],
      colors: [],
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
    });
    const filtered = toProductsParams(
      readCatalogSearch(new URLSearchParams('query=%20&colors=Red&priceRange=0,100')),
    );
    expect(filtered).toMatchObject({
      name: undefined,
      colors: ['Red'],
      minPrice: 0,
      maxPrice: 100,
    });
  });

  it('asks the API only for parameters it knows: its query schemas are strict', () => {
    const search = readCatalogSearch(
      new URLSearchParams(
        'page=2&query=hoodie&categories=Hoodies&colors=Black&priceRange=10,120&sort=name&utm_source=mail',
      ),
    );
    const sent = (params: Parameters<typeof toQueryString>[0]) =>
      Object.fromEntries(new URLSearchParams(toQueryString(params)));
    const list = sent(toProductsParams(search));
    expect(Object.keys(list)).toEqual(
      expect.arrayContaining(['name', 'colors', 'maxPrice', 'sort']),
    );
    expect(() => productListQuerySchema.parse(list)).not.toThrow();
    const facets = sent(toFiltersQuery(search.query, search.filters));
    expect(() => productFiltersQuerySchema.parse(facets)).not.toThrow();
  });

  it('sets the query and goes back to page 1, dropping a blank query', () => {
    const params = new URLSearchParams('query=old&page=4&colors=Red');
    expect(withQuery(params, 'new').toString()).toBe('query=new&page=1&colors=Red');
    expect(withQuery(params, '  ').toString()).toBe('page=1&colors=Red');
  });

  it('writes filters as comma lists, removing empty ones and the default price range', () => {
    const params = new URLSearchParams('query=tee&categories=Hats&page=5');
    expect(
      withFilters(params, {
        categories: ['Hoodies', 'Jackets'],
        colors: ['Black'],
        priceRange: { min: 5, max: 300 },
      }).toString(),
    ).toBe('query=tee&categories=Hoodies%2CJackets&page=1&colors=Black&priceRange=5%2C300');
    expect(
      withFilters(params, {
        categories: [],
        colors: [],
        priceRange: { min: 0, max: 350 },
      }).toString(),
    ).toBe('query=tee&page=1');
  });

  it('keeps the sort in the URL, without the default', () => {
    const params = new URLSearchParams('sort=name&page=3');
    expect(withSort(params, 'price_asc').toString()).toBe('sort=price_asc&page=1');
    expect(withSort(params, undefined).toString()).toBe('page=1');
  });

  it('names a page by what it shows: values it ignores out, the rest in the address order', () => {
    const canonical = (query: string, names?: Parameters<typeof canonicalSearchParams>[1]) =>
      canonicalSearchParams(new URLSearchParams(query), names).toString();
    // What the app's own links write stays as it is.
    expect(canonical('query=white+sneakers&page=2&sort=newest')).toBe(
      'query=white+sneakers&page=2&sort=newest',
    );
    expect(canonical('page=1&categories=Hoodies%2CT-Shirts&priceRange=10%2C90')).toBe(
      'page=1&categories=Hoodies%2CT-Shirts&priceRange=10%2C90',
    );
    // Values the page reads otherwise, or not at all.
    expect(canonical('page=abc&sort=bogus&query=+&priceRange=0%2C350&colors=%2C')).toBe('');
    expect(canonical('page=02&query=+hoodie+&categories=Hoodies%2C+Hoodies')).toBe(
      'page=2&query=hoodie&categories=Hoodies',
    );
    expect(canonical('priceRange=90%2C10')).toBe('');
    // The first of a repeated parameter, as the page reads it; others are no page of their own.
    expect(canonical('categories=Hoodies&categories=Tees&utm_source=mail&path=%2Fx')).toBe(
      'categories=Hoodies',
    );
    expect(canonical('sort=newest&page=3', ['page'])).toBe('page=3');
  });

  it('joins what a filter form sent without JavaScript into the page’s own address', () => {
    const joined = (query: string) => {
      const params = joinRepeatedSearchParams(new URLSearchParams(query));
      return params && canonicalSearchParams(params).toString();
    };
    // An address the app writes is the page's own already.
    expect(joined('categories=Hoodies%2CTees&priceRange=10%2C90')).toBeNull();
    expect(joined('query=hoodie&categories=Hoodies')).toBeNull();
    // One field per checked box; the two price fields as the range's ends.
    expect(
      joined(
        'query=hoodie&categories=Hoodies&categories=Tees&colors=Black&priceRange=5&priceRange=120',
      ),
    ).toBe('query=hoodie&categories=Hoodies%2CTees&colors=Black&priceRange=5%2C120');
    // An empty end is its bound; the whole default range is no filter.
    expect(joined('priceRange=&priceRange=80')).toBe('priceRange=0%2C80');
    expect(joined('categories=Hoodies&priceRange=0&priceRange=350')).toBe('categories=Hoodies');
    expect(joined('priceRange=&priceRange=')).toBe('');
    // A decimal comma is read as a point; an unreadable range is no filter.
    expect(joined('priceRange=2,5&priceRange=10')).toBe('priceRange=2.5%2C10');
    // Read as the product form reads prices: full-width digits (a Chinese keyboard), a comma.
    expect(joined('priceRange=%EF%BC%95&priceRange=%EF%BC%91%EF%BC%92%2C5')).toBe(
      'priceRange=5%2C12.5',
    );
    expect(joined('priceRange=5&priceRange=12.50')).toBe('priceRange=5%2C12.5');
    expect(joined('colors=Red&priceRange=abc&priceRange=10')).toBe('colors=Red');
    // A parameter the page reads once keeps its first value.
    expect(joined('sort=newest&sort=price_asc&colors=Red&colors=Blue')).toBe(
      'sort=newest&colors=Red%2CBlue',
    );
  });
});
