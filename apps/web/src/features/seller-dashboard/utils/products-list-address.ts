import {
  DASHBOARD_PRODUCT_FILTERS,
  DASHBOARD_PRODUCT_SORTS,
  SORT_ORDERS,
  type DashboardProductSort,
  type DashboardProductsQuery,
  type SortOrder,
} from '@curio/shared';
import { paths } from '@/config/paths';

type ProductFilter = DashboardProductsQuery['filter'];

/** The product list's page, search, filter and sort, as the address holds them. */
export interface ProductsListAddress {
  /** 1-based. */
  page: number;
  search: string;
  filter: ProductFilter;
  sort: DashboardProductSort;
  order: SortOrder;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

/** What the address asks for; anything unknown reads as the default (page 1, newest first). */
export function readProductsListAddress(params: URLSearchParams): ProductsListAddress {
  const page = params.get('page');
  return {
    page: page && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
    search: params.get('search') ?? '',
    filter: oneOf(DASHBOARD_PRODUCT_FILTERS, params.get('filter'), 'all'),
    sort: oneOf(DASHBOARD_PRODUCT_SORTS, params.get('sort'), 'date'),
    order: oneOf(SORT_ORDERS, params.get('order'), 'desc'),
  };
}

/** The order a column sorts in when first chosen: names A–Z, numbers and dates highest first. */
function firstOrderOf(sort: DashboardProductSort): SortOrder {
  return sort === 'name' ? 'asc' : 'desc';
}

/** The address after choosing a sort column: the other order when it is the current one. */
export function withSort(params: URLSearchParams, sort: DashboardProductSort): URLSearchParams {
  const current = readProductsListAddress(params);
  const order: SortOrder =
    current.sort === sort ? (current.order === 'asc' ? 'desc' : 'asc') : firstOrderOf(sort);
  const next = new URLSearchParams(params);
  next.delete('page');
  if (sort === 'date' && order === 'desc') {
    next.delete('sort');
    next.delete('order');
  } else {
    next.set('sort', sort);
    next.set('order', order);
  }
  return next;
}

/**
 * The history state an edit page is opened with: the product list's `?…` to go back to (Back
 * link, Cancel, after saving), so that editing product 7 of page 5 returns to page 5.
 */
export interface ProductsListReturn {
  productsList: string;
}

export function productsListReturn(search: string): ProductsListReturn {
  return { productsList: search };
}

/** Where the edit or add page goes back to: the list as it was left, else the list's first page. */
export function productsListPathOf(state: unknown): string {
  const search =
    typeof state === 'object' && state !== null && 'productsList' in state
      ? state.productsList
      : undefined;
  // Only a query string of the list itself: history state is the page's own, but kept narrow.
  return typeof search === 'string' && /^\?[^#]*$/.test(search) && search.length < 1000
    ? `${paths.dashboardProducts}${search}`
    : paths.dashboardProducts;
}
