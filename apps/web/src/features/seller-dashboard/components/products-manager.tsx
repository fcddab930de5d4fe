import {
  DASHBOARD_PRODUCT_FILTERS,
  LIMITS,
  type DashboardProduct,
  type DashboardProductSort,
} from '@curio/shared';
import { Plus, Search, PackageOpen, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { useFrozenSeller } from '../hooks/use-frozen-seller';
import { ManageLink } from './manage-link';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { explainedError } from '@/lib/api-client';
import { getSessionToken } from '@/lib/session-token';
import { toast } from '@/lib/toast';
import { useDashboardProducts } from '../api/get-dashboard-products';
import { useDeleteProduct } from '../api/product-writes';
import { useServerText } from '@/hooks/use-server-text';
import { DeleteProductDialog } from './delete-product-dialog';
import { CountingNote } from '@/components/stats/counting-note';
import { BulkActionsBar } from './bulk-actions-bar';
import { ProductRow } from './product-row';
import { ProductsTableHeader } from './products-table-header';
import {
  pageSelectionState,
  isSelected,
  useProductSelection,
} from '../hooks/use-product-selection';
import { readProductsListAddress, withSort } from '../utils/products-list-address';

/**
 * The dashboard's product list (accounts-and-admin §2 "Products"): search with a filter, sort, 25
 * a page, add, edit and delete, and act on many at once. Sellers see their own products, admins
 * every product. Page, search, filter and sort live in the address, so that coming back from an
 * edit (or the browser's Back) shows the same page.
 */
export function ProductsManager() {
  const { t } = useTranslation('dashboard');
  const translateServer = useServerText();
  const [searchParams, setSearchParams] = useSearchParams();
  const searchId = useId();
  const filterId = useId();

  const { page, search, filter, sort, order } = readProductsListAddress(searchParams);
  const match = { search: search.trim() || undefined, filter };
  const selecting = useProductSelection(match);
  const frozen = useFrozenSeller();

  // The search box writes to the address after a pause (300 ms), back to page 1.
  const [draft, setDraft] = useState(search);
  const debouncedDraft = useDebouncedValue(draft, LIMITS.searchDebounceMs);
  useEffect(() => {
    if (debouncedDraft === search) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (debouncedDraft) next.set('search', debouncedDraft);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // Only the debounced text starts a search; `search` follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedDraft]);

  const changeFilter = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === 'all') next.delete('filter');
        else next.set('filter', value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const changeSort = (column: DashboardProductSort) =>
    setSearchParams((params) => withSort(params, column));

  const products = useDashboardProducts({
    page: page - 1,
    size: LIMITS.dashboardPageSize,
    ...match,
    sort,
    order,
  });
  const pageIds = products.data?.content.map((product) => product.id) ?? [];
  const pageSelection = pageSelectionState(selecting.selection, pageIds);

  // A page emptied by a deletion (or a page number past the end) goes to the last page.
  const totalPages = products.data?.totalPages ?? 0;
  useEffect(() => {
    if (products.isPlaceholderData || !products.data) return;
    if (products.data.content.length === 0 && page > 1 && totalPages > 0) {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('page', String(totalPages));
          return next;
        },
        { replace: true },
      );
    }
  }, [products.data, products.isPlaceholderData, page, totalPages, setSearchParams]);

  const [toDelete, setToDelete] = useState<DashboardProduct | null>(null);
  const deletion = useDeleteProduct();
  // The Delete button that opened the dialog gets the focus back; once its row is gone, the title.
  const deleteTrigger = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = () =>
    deleteTrigger.current?.isConnected ? deleteTrigger.current : titleRef.current;

  const confirmDelete = () => {
    if (!toDelete) return;
    if (!getSessionToken()) {
      setToDelete(null);
      toast.error(translateServer('noToken'));
      return;
    }
    deletion.mutate(toDelete.id, {
      onSuccess: () => toast.success(t('products.delete.done', { name: toDelete.name })),
      onError: (error) => {
        const reason = explainedError(error);
        toast.error(t('products.delete.failed'), {
          description: reason ? translateServer(reason) : undefined,
        });
      },
      onSettled: () => setToDelete(null),
    });
  };

  const total = products.data?.totalElements;

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={titleRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-neutral-950 outline-none"
          >
            {t('products.title')}
          </h1>
          <p className="mt-1 text-neutral-600" aria-live="polite">
            {total === undefined ? '\u00a0' : t('products.count', { count: total })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ManageLink to={paths.dashboardProductImport} className={buttonClassName('secondary')}>
            <Upload aria-hidden="true" className="size-4" />
            {t('products.import')}
          </ManageLink>
          <ManageLink to={paths.dashboardProductCreate} className={buttonClassName('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('products.add')}
          </ManageLink>
        </div>
      </div>

      <div
        role="search"
        className="mt-6 flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:flex-row"
      >
        <div className="flex-1">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-neutral-800">
            {t('products.search.label')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
            />
            <input
              id={searchId}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('products.search.placeholder')}
              maxLength={200}
              className="min-h-11 w-full rounded-lg border border-neutral-300 bg-white py-2 pr-3 pl-9 text-neutral-900 placeholder:text-neutral-500"
            />
          </div>
        </div>
        <div className="sm:w-56">
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-neutral-800">
            {t('products.search.filter')}
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => changeFilter(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900"
          >
            {DASHBOARD_PRODUCT_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`products.filters.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6" aria-busy={products.isFetching}>
        {products.isPending ? (
          <ul aria-hidden="true" className="grid gap-3">
            {Array.from({ length: 5 }, (_, index) => (
              <li key={index} className="h-24 animate-pulse rounded-2xl bg-neutral-200/70" />
            ))}
          </ul>
        ) : products.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            {explainedError(products.error)?.code === 'forbidden'
              ? translateServer('forbidden')
              : t('products.loadFailed')}
          </p>
        ) : products.data.content.length === 0 ? (
          <EmptyProducts searching={search.trim() !== ''} />
        ) : (
          <>
            <CountingNote className="mb-3" />
            <BulkActionsBar
              selection={selecting.selection}
              total={total ?? 0}
              match={match}
              pageSelected={pageSelection === 'all'}
              onSelectAllMatching={selecting.selectAllMatching}
              onClear={selecting.clear}
              frozen={frozen}
            />
            <div className="mt-4">
              <ProductsTableHeader
                sort={sort}
                order={order}
                onSort={changeSort}
                pageSelection={pageSelection}
                onTogglePage={() => selecting.togglePage(pageIds)}
              />
            </div>
            <ul className="grid gap-1 lg:gap-3">
              {products.data.content.map((product) => (
                <li key={product.id}>
                  <ProductRow
                    product={product}
                    selected={isSelected(selecting.selection, product.id)}
                    onToggle={() => selecting.toggle(product.id, pageIds)}
                    onDelete={(trigger) => {
                      deleteTrigger.current = trigger;
                      setToDelete(product);
                    }}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={totalPages} />
          </>
        )}
      </div>

      <DeleteProductDialog
        product={toDelete}
        pending={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        returnFocus={returnFocus}
      />
    </>
  );
}

function EmptyProducts({ searching }: { searching: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-indigo-50 text-indigo-700"
      >
        <PackageOpen className="size-8" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-neutral-950">
        {searching ? t('products.noMatches') : t('products.emptyTitle')}
      </h2>
      {!searching && (
        <>
          <p className="mt-2 max-w-md text-neutral-600">{t('products.emptyText')}</p>
          <ManageLink
            to={paths.dashboardProductCreate}
            className={`${buttonClassName('primary')} mt-6`}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('products.add')}
          </ManageLink>
        </>
      )}
    </div>
  );
}
