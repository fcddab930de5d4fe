import { DEFAULT_PRICE_RANGE, areFiltersActive, type ProductFilters } from '@curio/shared';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { ColorSwatch } from '@/components/ui/color-swatch';
import { paths } from '@/config/paths';
import { formatPrice } from '@/utils/format-price';
import { toSearchString } from '@/utils/query-string';
import { useCategoryNames, useColorNames } from '../hooks/use-lookup-names';
import { readCatalogSearch, withFilters } from '../utils/catalog-search';

const chipStyle =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-neutral-300 bg-white py-1 pr-2 pl-3 text-sm text-neutral-900 hover:border-neutral-400 hover:bg-neutral-100';

/** The applied filters as chips that remove one filter each, and a link clearing them all. */
export function ActiveFilters() {
  const { t, i18n } = useTranslation();
  const categoryName = useCategoryNames();
  const colorName = useColorNames();
  const [searchParams] = useSearchParams();
  const { filters } = readCatalogSearch(searchParams);
  if (!areFiltersActive(filters)) return null;

  const linkTo = (next: ProductFilters) => ({
    pathname: paths.home,
    search: toSearchString(withFilters(searchParams, next)),
  });
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { min, max } = filters.priceRange;
  const priced = min !== DEFAULT_PRICE_RANGE.min || max !== DEFAULT_PRICE_RANGE.max;

  const chips = [
    ...filters.categories.map((name) => ({
      key: `category-${name}`,
      label: categoryName(name),
      swatch: null,
      to: linkTo({ ...filters, categories: filters.categories.filter((c) => c !== name) }),
    })),
    ...filters.colors.map((name) => ({
      key: `color-${name}`,
      label: colorName(name),
      swatch: name,
      to: linkTo({ ...filters, colors: filters.colors.filter((c) => c !== name) }),
    })),
    ...(priced
      ? [
          {
            key: 'price',
            label: `${formatPrice(min, language)} – ${formatPrice(max, language)}`,
            swatch: null,
            to: linkTo({ ...filters, priceRange: DEFAULT_PRICE_RANGE }),
          },
        ]
      : []),
  ];

  return (
    <div className="mb-5 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t('filters.applied')}</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              aria-label={t('filters.remove', { name: chip.label })}
              className={chipStyle}
            >
              {chip.swatch && <ColorSwatch name={chip.swatch} size="sm" />}
              {chip.label}
              <X aria-hidden="true" className="size-4 text-neutral-600" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={linkTo({ categories: [], colors: [], priceRange: DEFAULT_PRICE_RANGE })}
        className="min-h-9 rounded-md px-2 py-1.5 text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline"
      >
        {t('filters.clear')}
      </Link>
    </div>
  );
}
