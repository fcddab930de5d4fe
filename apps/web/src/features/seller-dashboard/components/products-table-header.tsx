import type { DashboardProductSort, SortOrder } from '@curio/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TABLE_COLUMNS } from './product-table-columns';

type ProductsTableHeaderProps = {
  sort: DashboardProductSort;
  order: SortOrder;
  onSort: (sort: DashboardProductSort) => void;
  /** The "select all on this page" box: ticked, partly ticked (some rows) or not. */
  pageSelection: 'all' | 'some' | 'none';
  onTogglePage: () => void;
};

const headerCell = 'flex items-center';

/**
 * The product table's column headers: a column of the sort is a button, its header says the
 * order (aria-sort); the first column selects every row of the page.
 */
export function ProductsTableHeader({
  sort,
  order,
  onSort,
  pageSelection,
  onTogglePage,
}: ProductsTableHeaderProps) {
  const { t } = useTranslation('dashboard');
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = pageSelection === 'some';
  }, [pageSelection]);

  const sortHeader = (column: DashboardProductSort, label: string, alignEnd = false) => {
    const active = sort === column;
    const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
    return (
      <div
        role="columnheader"
        aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
        className={`${headerCell} ${alignEnd ? 'lg:justify-end' : ''}`}
      >
        <button
          type="button"
          onClick={() => onSort(column)}
          className={`inline-flex min-h-9 items-center gap-1 rounded-md px-1.5 text-xs font-semibold tracking-wide uppercase hover:bg-neutral-100 ${
            active ? 'text-indigo-800' : 'text-neutral-600'
          }`}
        >
          {label}
          <Icon aria-hidden="true" className="size-3.5" />
        </button>
      </div>
    );
  };
  const plainHeader = (label: string) => (
    <div
      role="columnheader"
      className="hidden px-1.5 text-xs font-semibold tracking-wide text-neutral-600 uppercase lg:flex lg:items-center"
    >
      {label}
    </div>
  );

  return (
    <div role="table" aria-label={t('products.table.label')}>
      <div
        role="row"
        className={`flex flex-wrap items-center gap-x-2 gap-y-1 px-[calc(1rem+1px)] pb-2 lg:grid lg:gap-4 ${PRODUCT_TABLE_COLUMNS}`}
      >
        <div role="columnheader" className={headerCell}>
          <input
            ref={pageBox}
            type="checkbox"
            checked={pageSelection === 'all'}
            onChange={onTogglePage}
            aria-label={t('products.bulk.selectPage')}
            className="size-4.5 accent-indigo-700"
          />
        </div>
        <div role="columnheader" aria-hidden="true" className="hidden lg:block" />
        {sortHeader('name', t('products.columns.product'))}
        {sortHeader('price', t('products.columns.price'), true)}
        {plainHeader(t('products.columns.seller'))}
        {sortHeader('date', t('products.columns.added'))}
        {sortHeader('views', t('products.columns.views'), true)}
        {sortHeader('clicks', t('products.columns.buyClicks'), true)}
        <div role="columnheader" className="hidden lg:block">
          <span className="sr-only">{t('products.columns.actions')}</span>
        </div>
      </div>
    </div>
  );
}
