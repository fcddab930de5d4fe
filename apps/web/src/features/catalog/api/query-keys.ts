import type { ProductFiltersQuery } from '@curio/shared';
import type { ProductsParams } from './get-products';

/**
 * The cache keys of the catalogue, spelt here only: the query options of this folder use them, and
 * whoever changes the data (the seller dashboard, the admin's lookup tabs) invalidates by them.
 */
export const catalogKeys = {
  /** Every product query: lists, facets, details, similar products. */
  products: ['products'] as const,
  productList: (params: ProductsParams) => ['products', 'list', params] as const,
  facets: (filters: ProductFiltersQuery) => ['products', 'facets', filters] as const,
  product: (id: number) => ['products', 'detail', id] as const,
  similar: (id: number) => ['products', 'similar', id] as const,
  suggestions: (query: string) => ['products', 'suggestions', query] as const,
  /** Every seller page. */
  sellers: ['sellers'] as const,
  seller: (id: number) => ['sellers', id] as const,
  categories: ['categories'] as const,
  colors: ['colors'] as const,
  sizes: ['sizes'] as const,
};
