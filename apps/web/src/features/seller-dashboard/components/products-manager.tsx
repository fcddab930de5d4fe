import {
  DASHBOARD_PRODUCT_FILTERS,
  LIMITS,
  type DashboardProduct,
  type DashboardProductsQuery,
} from '@curio/shared';
import {
  Eye,
  MousePointerClick,
  Pencil,
  Plus,
  Search,
  Trash2,
  PackageOpen,
  Upload,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Price } from '@/components/product/price';
import { buttonClassName } from '@/components/ui/button-styles';
import { FROZEN_NOTICE_ID, useFrozenSeller } from '../hooks/use-frozen-seller';
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
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import { useCategoryNames } from '@/features/catalog/hooks/use-lookup-names';
import { CountingNote } from '@/components/stats/counting-note';

type ProductFilter = DashboardProductsQuery['filter'];

function isProductFilter(value: string | null): value is ProductFilter {
  return (DASHBOARD_PRODUCT_FILTERS as readonly (string | null)[]).includes(value);
}

/** `page` of the address: a whole number from 1; anything else is page 1. */
function pageOf(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

const cellLabel = 'text-xs font-medium text-neutral-600 lg:sr-only';

/**
 * The dashboard's product list (accounts-and-admin §2 "Products"): search with a filter, 25 a
 * page, add, edit and delete. Sellers see their own products, admins every product.
 */
export function ProductsManager() {
  const { t } = useTranslation('dashboard');
  const translateServer = useServerText();
  const [searchParams, setSearchParams] = useSearchParams();
  const searchId = useId();
  const filterId = useId();

  const page = pageOf(searchParams.get('page'));
  const search = searchParams.get('search') ?? '';
  const filterParam = searchParams.get('filter');
  const filter: ProductFilter = isProductFilter(filterParam) ? filterParam : 'all';

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

  const products = useDashboardProducts({
    page: page - 1,
    size: LIMITS.dashboardPageSize,
    search: search.trim() || undefined,
    filter,
  });

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
            <div
              aria-hidden="true"
              className="hidden grid-cols-[4rem_minmax(0,1fr)_7rem_8rem_5rem_6rem_13rem] gap-4 px-[calc(1rem+1px)] pb-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase lg:grid"
            >
              <span />
              <span>{t('products.columns.product')}</span>
              <span className="text-right">{t('products.columns.price')}</span>
              <span>{t('products.columns.seller')}</span>
              <span className="text-right">{t('products.columns.views')}</span>
              <span className="text-right">{t('products.columns.buyClicks')}</span>
              <span className="sr-only">{t('products.columns.actions')}</span>
            </div>
            <ul className="grid gap-3">
              {products.data.content.map((product) => (
                <li key={product.id}>
                  <ProductRow
                    product={product}
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

type ProductRowProps = {
  product: DashboardProduct;
  onDelete: (trigger: HTMLButtonElement) => void;
};

function ProductRow({ product, onDelete }: ProductRowProps) {
  const { t, i18n } = useTranslation('dashboard');
  const categoryName = useCategoryNames();
  const frozen = useFrozenSeller();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);

  return (
    <article className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm lg:grid-cols-[4rem_minmax(0,1fr)_7rem_8rem_5rem_6rem_13rem] lg:items-center">
      <ProductThumbnail product={product} noImageLabel={t('common.noImage')} />
      <div className="min-w-0">
        <h2 className="font-semibold text-neutral-950">
          <Link to={paths.product(product.id)} className="line-clamp-2 hover:underline">
            {product.name}
          </Link>
        </h2>
        {product.categories.length > 0 && (
          <p className="mt-1.5 flex flex-wrap gap-1.5">
            <span className="sr-only">{t('common.categories')}:</span>
            {product.categories.map((category) => (
              <span
                key={category}
                className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700"
              >
                {categoryName(category)}
              </span>
            ))}
          </p>
        )}
      </div>

      <dl className="col-span-2 grid grid-cols-2 gap-3 border-t border-neutral-100 pt-3 sm:grid-cols-4 lg:col-span-4 lg:grid-cols-[7rem_8rem_5rem_6rem] lg:gap-4 lg:border-0 lg:pt-0">
        <div className="lg:text-right">
          <dt className={cellLabel}>{t('products.columns.price')}</dt>
          <dd className="font-semibold text-neutral-950 tabular-nums">
            <Price cny={product.price} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={cellLabel}>{t('products.columns.seller')}</dt>
          <dd className="truncate text-sm text-neutral-800">{product.user.username}</dd>
        </div>
        <div className="lg:text-right">
          <dt className={cellLabel}>{t('products.columns.views')}</dt>
          <dd className="inline-flex items-center gap-1.5 text-sm text-neutral-800 tabular-nums">
            <Eye aria-hidden="true" className="size-4 text-neutral-500 lg:hidden" />
            {number.format(product.views)}
          </dd>
        </div>
        <div className="lg:text-right">
          <dt className={cellLabel}>{t('products.columns.buyClicks')}</dt>
          <dd className="inline-flex items-center gap-1.5 text-sm text-neutral-800 tabular-nums">
            <MousePointerClick aria-hidden="true" className="size-4 text-neutral-500 lg:hidden" />
            {number.format(product.buyClicks)}
          </dd>
        </div>
      </dl>

      <div className="col-span-2 flex gap-2 lg:col-span-1 lg:justify-end">
        <ManageLink
          to={paths.dashboardProductEdit(product.id)}
          label={t('products.editNamed', { name: product.name })}
          className={`${buttonClassName('secondary')} flex-1 lg:flex-none`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('products.edit')}
        </ManageLink>
        <button
          type="button"
          onClick={(event) => onDelete(event.currentTarget)}
          aria-label={t('products.deleteNamed', { name: product.name })}
          disabled={frozen}
          title={frozen ? t('frozen.reason') : undefined}
          aria-describedby={frozen ? FROZEN_NOTICE_ID : undefined}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-4 py-2 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white lg:flex-none"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('products.delete.action')}
        </button>
      </div>
    </article>
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
