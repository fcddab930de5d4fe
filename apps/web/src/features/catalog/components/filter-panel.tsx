import { LIMITS, type ProductFilters } from '@curio/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNavigate } from '@/lib/language-navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { ColorSwatch } from '@/components/ui/color-swatch';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toSearchString } from '@/utils/query-string';
import { useFacets } from '../api/get-facets';
import { useCategories, useColors } from '../api/get-lookups';
import { useCategoryNames, useColorNames } from '../hooks/use-lookup-names';
import { closeFilterPanel, filterPanelOpener, useFilterPanelOpen } from '../stores/filter-panel';
import { readCatalogSearch, toFiltersQuery, withFilters } from '../utils/catalog-search';
import {
  DEFAULT_PRICE_DRAFT,
  isPriceDraftValid,
  priceDraftOf,
  PriceRangeFields,
  type PriceDraft,
} from './price-range-fields';

type FilterPanelProps = {
  /** Where the focus goes when the panel closes and its opener is gone (e.g. the closed menu). */
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * The filter panel (storefront §2 "Filter panel"): a side sheet with categories, colours and the
 * price range. Nothing changes until it is applied; the apply button counts the products of the
 * pending selection.
 */
export function FilterPanel({ fallbackFocus }: FilterPanelProps) {
  const { t } = useTranslation();
  const open = useFilterPanelOpen();

  // The panel belongs to the page it is on: leaving the page closes it.
  useEffect(() => () => closeFilterPanel(), []);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) closeFilterPanel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const target = filterPanelOpener() ?? fallbackFocus?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md animate-sheet-in flex-col bg-white shadow-2xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-neutral-200 px-5 py-4">
            <Dialog.Title className="text-lg font-bold text-neutral-900">
              {t('filters.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('filters.close')}
              className="inline-flex size-10 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <FilterForm />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The panel's content; mounted on each opening, so it starts from the applied filters. */
function FilterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const applied = readCatalogSearch(searchParams);

  const [categories, setCategories] = useState(applied.filters.categories);
  const [colors, setColors] = useState(applied.filters.colors);
  const [price, setPrice] = useState<PriceDraft>(() => priceDraftOf(applied.filters.priceRange));
  const priceValid = isPriceDraftValid(price);
  const priceHeadingId = useId();

  // Category and colour changes count at once; price changes once the slider rests (400 ms).
  const countedRange = useDebouncedValue(price.range, LIMITS.filterCountDebounceMs);
  const facets = useFacets(
    toFiltersQuery(applied.query, { categories, colors, priceRange: countedRange }),
  );

  const pending: ProductFilters = { categories, colors, priceRange: price.range };

  const apply = () => {
    if (!priceValid) return;
    void navigate({
      pathname: paths.home,
      search: toSearchString(withFilters(searchParams, pending)),
    });
    closeFilterPanel('applied');
  };

  const clear = () => {
    setCategories([]);
    setColors([]);
    setPrice(DEFAULT_PRICE_DRAFT);
  };

  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  const count = facets.data?.total;
  const hasSelection =
    categories.length > 0 ||
    colors.length > 0 ||
    price.minText !== DEFAULT_PRICE_DRAFT.minText ||
    price.maxText !== DEFAULT_PRICE_DRAFT.maxText;

  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="flex-1 overflow-y-auto px-5">
        <CategoryOptions
          selected={categories}
          onToggle={(c) => setCategories(toggle(categories, c))}
        />
        <ColorOptions selected={colors} onToggle={(c) => setColors(toggle(colors, c))} />
        <section aria-labelledby={priceHeadingId} className="py-4">
          <h3 id={priceHeadingId} className="py-1 text-base font-semibold text-neutral-900">
            {t('filters.price')}
          </h3>
          <div className="pt-2">
            <PriceRangeFields draft={price} onChange={setPrice} />
          </div>
        </section>
      </div>
      <div className="flex items-center gap-3 border-t border-neutral-200 bg-white px-5 py-4">
        <button
          type="button"
          onClick={clear}
          disabled={!hasSelection}
          className={buttonClassName('secondary')}
        >
          {t('filters.clear')}
        </button>
        <button
          type="submit"
          disabled={!priceValid}
          aria-busy={facets.isFetching}
          className={`${buttonClassName('primary')} flex-1`}
        >
          {facets.isFetching && (
            <Spinner className="size-4 border-2 border-white/40 border-t-white" />
          )}
          {count === undefined ? t('filters.showAll') : t('filters.show', { count })}
        </button>
      </div>
    </form>
  );
}

type OptionsProps = { selected: string[]; onToggle: (value: string) => void };

function CategoryOptions({ selected, onToggle }: OptionsProps) {
  const { t } = useTranslation();
  const { data, isError } = useCategories();
  const categoryName = useCategoryNames();
  return (
    <FilterSection title={t('filters.categories')} error={isError} loading={!data && !isError}>
      <ul className="grid grid-cols-2 gap-1">
        {data?.map(({ id, name }) => (
          <li key={id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-neutral-900 hover:bg-neutral-100">
              <input
                type="checkbox"
                checked={selected.includes(name)}
                onChange={() => onToggle(name)}
                className="size-4.5 shrink-0 accent-indigo-700"
              />
              {categoryName(name)}
            </label>
          </li>
        ))}
      </ul>
    </FilterSection>
  );
}

function ColorOptions({ selected, onToggle }: OptionsProps) {
  const { t } = useTranslation();
  const { data, isError } = useColors();
  const colorName = useColorNames();
  return (
    <FilterSection title={t('filters.colors')} error={isError} loading={!data && !isError}>
      <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4">
        {data?.map(({ id, color }) => {
          const checked = selected.includes(color);
          return (
            <li key={id}>
              <label
                title={colorName(color)}
                className="relative flex cursor-pointer flex-col items-center gap-1.5 rounded-lg px-1 py-2 text-xs text-neutral-800 hover:bg-neutral-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600"
              >
                {/* The whole swatch is the checkbox: transparent, on top, so any click lands on it. */}
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(color)}
                  className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
                />
                <span
                  className={`flex rounded-full p-0.5 ring-2 ${checked ? 'ring-indigo-700' : 'ring-transparent'}`}
                >
                  <ColorSwatch name={color} selected={checked} />
                </span>
                <span className={`max-w-full truncate ${checked ? 'font-semibold' : ''}`}>
                  {colorName(color)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </FilterSection>
  );
}

type FilterSectionProps = {
  title: string;
  children: ReactNode;
  loading: boolean;
  error: boolean;
};

/** A section that expands and collapses (expanded at first). */
function FilterSection({ title, children, loading, error }: FilterSectionProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(true);
  const contentId = useId();
  return (
    <section className="border-b border-neutral-200 py-2">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded(!expanded)}
          className="flex min-h-11 w-full items-center justify-between rounded-md text-left text-base font-semibold text-neutral-900"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 text-neutral-600 transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={contentId} hidden={!expanded} className="pb-3">
        {loading ? (
          <div aria-busy="true" className="grid grid-cols-2 gap-2">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="h-8 animate-pulse rounded-md bg-neutral-200" />
            ))}
          </div>
        ) : error ? (
          <p className="text-sm text-red-700">{t('filters.loadFailed')}</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
