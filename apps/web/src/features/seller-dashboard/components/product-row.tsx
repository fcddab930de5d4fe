import type { DashboardProduct } from '@curio/shared';
import { Eye, MousePointerClick, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { FROZEN_NOTICE_ID, useFrozenSeller } from '../hooks/use-frozen-seller';
import { ManageLink } from './manage-link';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { Price } from '@/components/product/price';
import { useCategoryNames } from '@/features/catalog/hooks/use-lookup-names';
import { productsListReturn } from '../utils/products-list-address';
import { PRODUCT_ROW_FIGURES, PRODUCT_TABLE_COLUMNS } from './product-table-columns';
import { CategoryChips } from '@/components/product/category-chips';

// Figures are named by their column headers on large screens, by icons on small ones.
const cellLabel = 'sr-only';
/** Large screens: back to the table's own column and row (small screens place it themselves). */
const tableCell = 'lg:col-start-auto lg:row-start-auto lg:row-span-1';

type ProductRowProps = {
  product: DashboardProduct;
  selected: boolean;
  onToggle: () => void;
  onDelete: (trigger: HTMLButtonElement) => void;
};

/**
 * One product of the dashboard's table: on small screens a compact line (about 56 px: a page of
 * products within two screens of a phone), on large ones a row of the table.
 */
export function ProductRow({ product, selected, onToggle, onDelete }: ProductRowProps) {
  const { t, i18n } = useTranslation('dashboard');
  const location = useLocation();
  const frozen = useFrozenSeller();
  const categoryName = useCategoryNames();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  const added = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  return (
    <article
      className={`grid grid-cols-[1.5rem_2.5rem_minmax(0,1fr)_auto] items-center gap-x-2.5 rounded-xl border bg-white px-3 py-1 lg:gap-x-4 lg:gap-y-3 lg:rounded-2xl lg:p-4 lg:shadow-sm ${PRODUCT_TABLE_COLUMNS} ${
        selected ? 'border-indigo-300 ring-1 ring-indigo-200' : 'border-neutral-200'
      }`}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={onToggle}
        aria-label={t('products.bulk.selectNamed', { name: product.name })}
        className={`row-span-2 size-4.5 self-center accent-indigo-700 ${tableCell}`}
      />
      <ProductThumbnail
        product={product}
        noImageLabel={t('common.noImage')}
        className={`row-span-2 size-10 lg:size-16 ${tableCell}`}
      />
      <div className={`col-start-3 row-start-1 min-w-0 ${tableCell}`}>
        <h2 className="text-sm font-semibold text-neutral-950 lg:text-base">
          <Link
            to={paths.product(product.id)}
            className="line-clamp-1 hover:underline lg:line-clamp-2"
          >
            {product.name}
          </Link>
        </h2>
        <div className="hidden lg:block">
          <CategoryChips
            names={product.categories.map(categoryName)}
            label={t('common.categories')}
          />
        </div>
      </div>

      <dl
        className={`col-start-3 row-start-2 flex min-w-0 items-baseline gap-x-2.5 text-xs whitespace-nowrap lg:col-span-5 lg:grid lg:items-center lg:gap-4 lg:text-base ${tableCell} ${PRODUCT_ROW_FIGURES}`}
      >
        <div className="lg:text-right">
          <dt className={cellLabel}>{t('products.columns.price')}</dt>
          {/* The "≈" amount: under the CNY one on large screens (beside it, it ran into the
              seller), left out on phones, where the line has room for the CNY price alone. */}
          <dd
            data-cell="price"
            className="flex items-baseline font-semibold text-neutral-950 tabular-nums max-sm:[&>span+span]:hidden lg:flex-col lg:items-end lg:[&>span]:ms-0"
          >
            <Price cny={product.price} />
          </dd>
        </div>
        <div className="hidden min-w-0 sm:block">
          <dt className={cellLabel}>{t('products.columns.seller')}</dt>
          <dd data-cell="seller" className="truncate text-neutral-800 lg:text-sm">
            {product.user.username}
          </dd>
        </div>
        <div className="hidden lg:block">
          <dt className={cellLabel}>{t('products.columns.added')}</dt>
          <dd className="text-sm text-neutral-800 tabular-nums">
            <time dateTime={product.createdAt}>{added.format(new Date(product.createdAt))}</time>
          </dd>
        </div>
        <div className="lg:text-right">
          <dt className={cellLabel}>{t('products.columns.views')}</dt>
          <dd className="inline-flex items-center gap-1 text-neutral-800 tabular-nums lg:gap-1.5 lg:text-sm">
            <Eye aria-hidden="true" className="size-3.5 text-neutral-500 lg:hidden" />
            {number.format(product.views)}
          </dd>
        </div>
        <div className="lg:text-right">
          <dt className={cellLabel}>{t('products.columns.buyClicks')}</dt>
          <dd className="inline-flex items-center gap-1 text-neutral-800 tabular-nums lg:gap-1.5 lg:text-sm">
            <MousePointerClick aria-hidden="true" className="size-3.5 text-neutral-500 lg:hidden" />
            {number.format(product.buyClicks)}
          </dd>
        </div>
      </dl>

      <div
        className={`col-start-4 row-span-2 row-start-1 flex gap-1.5 lg:col-span-1 lg:justify-end lg:gap-2 ${tableCell}`}
      >
        <ManageLink
          to={paths.dashboardProductEdit(product.id)}
          state={productsListReturn(location.search)}
          label={t('products.editNamed', { name: product.name })}
          className={`${buttonClassName('secondary')} max-lg:px-2.5`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span className="sr-only lg:not-sr-only">{t('products.edit')}</span>
        </ManageLink>
        <button
          type="button"
          onClick={(event) => onDelete(event.currentTarget)}
          aria-label={t('products.deleteNamed', { name: product.name })}
          disabled={frozen}
          title={frozen ? t('frozen.reason') : undefined}
          aria-describedby={frozen ? FROZEN_NOTICE_ID : undefined}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-4 py-2 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white max-lg:px-2.5"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only lg:not-sr-only">{t('products.delete.action')}</span>
        </button>
      </div>
    </article>
  );
}
