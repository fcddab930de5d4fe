import { areFiltersActive } from '@curio/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openFilterPanel } from '../stores/filter-panel';
import { preloadFilterPanel } from './lazy-filter-panel';
import { readCatalogSearch } from '../utils/catalog-search';

type FilterButtonProps = {
  className?: string;
  /** False in the mobile menu, which closes when the filters are applied. */
  returnFocusOnApply?: boolean;
};

/** Opens the filter panel; shows how many filters are applied. */
export function FilterButton({ className = '', returnFocusOnApply = true }: FilterButtonProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { filters } = readCatalogSearch(searchParams);
  const active =
    filters.categories.length +
    filters.colors.length +
    (areFiltersActive({ ...filters, categories: [], colors: [] }) ? 1 : 0);

  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => openFilterPanel(event.currentTarget, returnFocusOnApply)}
      onPointerEnter={preloadFilterPanel}
      onFocus={preloadFilterPanel}
      // Without scripts it would do nothing: the page has the filter form instead.
      className={`relative inline-flex h-11 shrink-0 noscript:hidden items-center justify-center gap-2 rounded-full border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 transition-colors hover:bg-neutral-100 lg:h-10 ${className}`}
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {t('filters.open')}
      {active > 0 && (
        <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-indigo-700 px-1.5 text-xs font-bold text-white">
          <span aria-hidden="true">{active}</span>
          <span className="sr-only">{t('filters.activeCount', { count: active })}</span>
        </span>
      )}
    </button>
  );
}
