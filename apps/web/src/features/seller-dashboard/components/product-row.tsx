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

const cellLabel = 'text-xs font-medium text-neutral-600 lg:sr-only';

type ProductRowProps = {
  product: DashboardProduct;
  selected: boolean;
  onToggle: () => void;
  onDelete: (trigger: HTMLButtonElement) => void;
};

/** One product of the dashboard's table: a card on small screens, a row on large ones. */
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
      className={`grid grid-cols-[1.5rem_4rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border bg-white p-4 shadow-sm lg:items-center ${PRODUCT_TABLE_COLUMNS} ${
        selected ? 'border-indigo-300 ring-1 ring-indigo-200' : 'border-neutral-200'
      }`}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={onToggle}
        aria-label={t('products.bulk.selectNamed', { name: product.name })}
        className="size-4.5 self-center accent-indigo-700"
      />
      <ProductThumbnail product={product} noImageLabel={t('common.noImage')} />
      <div className="min-w-0">
        <h2 className="font-semibold text-neutral-950">
          <Link to={paths.product(product.id)} className="line-clamp-2 hover:underline">
            {product.name}
          </Link>
        </h2>
        <CategoryChips
          names={product.categories.map(categoryName)}
          label={t('common.categories')}
          className="mt-1.5"
        />
      </div>

      <dl
        className={`col-span-3 grid grid-cols-2 gap-3 border-t border-neutral-100 pt-3 sm:grid-cols-5 lg:col-span-5 lg:gap-4 lg:border-0 lg:pt-0 ${PRODUCT_ROW_FIGURES}`}
      >
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
        <div>
          <dt className={cellLabel}>{t('products.columns.added')}</dt>
          <dd className="text-sm text-neutral-800 tabular-nums">
            <time dateTime={product.createdAt}>{added.format(new Date(product.createdAt))}</time>
          </dd>
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

      <div className="col-span-3 flex gap-2 lg:col-span-1 lg:justify-end">
        <ManageLink
          to={paths.dashboardProductEdit(product.id)}
          state={productsListReturn(location.search)}
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
