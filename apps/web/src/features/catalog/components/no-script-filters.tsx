import { areFiltersActive, DEFAULT_PRICE_RANGE, SEARCH_PARAM } from '@curio/shared';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HiddenParams } from '@/components/ui/address-form';
import { buttonClassName } from '@/components/ui/button-styles';
import { ColorSwatch } from '@/components/ui/color-swatch';
import { paths } from '@/config/paths';
import { localisedTo, usePageAddress } from '@/lib/language-navigation';
import { toSearchString } from '@/utils/query-string';
import { useCategories, useColors } from '../api/get-lookups';
import { useCategoryNames, useColorNames } from '../hooks/use-lookup-names';
import { readCatalogSearch, withFilters } from '../utils/catalog-search';

const NO_FILTERS = { categories: [], colors: [], priceRange: DEFAULT_PRICE_RANGE };

/**
 * The filter panel for a browser that runs no scripts (storefront §2 "Filter panel"): rendered by
 * the server inside <noscript>, so the app never draws it. It opens as a disclosure and is a GET
 * form of the home page: one `categories` and `colors` field per ticked box and the two ends of
 * `priceRange`, which the page joins into its own address (`joinRepeatedSearchParams`). The search
 * and the sort are kept; the page goes back to 1.
 */
export function NoScriptFilters() {
  return (
    <noscript>
      <NoScriptFilterForm />
    </noscript>
  );
}

function NoScriptFilterForm() {
  const { t } = useTranslation();
  const { language } = usePageAddress();
  const [searchParams] = useSearchParams();
  const { filters } = readCatalogSearch(searchParams);
  const categories = useCategories().data ?? [];
  const colors = useColors().data ?? [];
  const categoryName = useCategoryNames();
  const colorName = useColorNames();
  const minId = useId();
  const maxId = useId();

  const withoutFilters = withFilters(searchParams, NO_FILTERS);
  withoutFilters.delete(SEARCH_PARAM.page);
  const home = localisedTo(paths.home, language) as string;
  const active = areFiltersActive(filters);

  return (
    <details
      data-slot="no-script-filters"
      className="group mb-4 rounded-xl border border-neutral-300 bg-white"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 text-sm font-semibold text-neutral-900 [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('filters.open')}
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-5 text-neutral-600 group-open:rotate-180"
        />
      </summary>
      <form method="get" action={home} className="border-t border-neutral-200 px-4 pb-4">
        <HiddenParams params={withoutFilters} />
        <Choices legend={t('filters.categories')}>
          {categories.map(({ id, name }) => (
            <Choice
              key={id}
              name={SEARCH_PARAM.categories}
              value={name}
              checked={filters.categories.includes(name)}
            >
              {categoryName(name)}
            </Choice>
          ))}
        </Choices>
        <Choices legend={t('filters.colors')}>
          {colors.map(({ id, color }) => (
            <Choice
              key={id}
              name={SEARCH_PARAM.colors}
              value={color}
              checked={filters.colors.includes(color)}
            >
              <ColorSwatch name={color} size="sm" />
              {colorName(color)}
            </Choice>
          ))}
        </Choices>
        <fieldset className="py-3">
          <legend className="py-1 text-base font-semibold text-neutral-900">
            {t('filters.price')}
          </legend>
          <div className="grid grid-cols-2 gap-3">
            {[
              { id: minId, label: t('filters.minPrice'), value: filters.priceRange.min },
              { id: maxId, label: t('filters.maxPrice'), value: filters.priceRange.max },
            ].map((field) => (
              <div key={field.id}>
                <label
                  htmlFor={field.id}
                  className="mb-1 block text-sm font-medium text-neutral-800"
                >
                  {field.label}
                </label>
                {/* Both ends under the page's one parameter, the minimum first. */}
                <input
                  id={field.id}
                  name={SEARCH_PARAM.priceRange}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={String(field.value)}
                  className="h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 tabular-nums"
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <button type="submit" className={buttonClassName('primary')}>
            {t('filters.showAll')}
          </button>
          {active && (
            <a
              href={home + toSearchString(withoutFilters)}
              className={buttonClassName('secondary')}
            >
              {t('filters.clear')}
            </a>
          )}
        </div>
      </form>
    </details>
  );
}

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-neutral-200 py-3">
      <legend className="py-1 text-base font-semibold text-neutral-900">{legend}</legend>
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-4">{children}</ul>
    </fieldset>
  );
}

type ChoiceProps = { name: string; value: string; checked: boolean; children: ReactNode };

function Choice({ name, value, checked, children }: ChoiceProps) {
  return (
    <li className="min-w-0">
      <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm break-words text-neutral-900 hover:bg-neutral-100">
        <input
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={checked}
          className="size-4.5 shrink-0 accent-indigo-700"
        />
        {children}
      </label>
    </li>
  );
}
