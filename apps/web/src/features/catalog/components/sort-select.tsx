import { PRODUCT_SORTS, SEARCH_PARAM, type ProductSort } from '@curio/shared';
import { ArrowDownUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localisedTo, useNavigate, usePageAddress } from '@/lib/language-navigation';
import { AddressForm } from '@/components/ui/address-form';
import { paths } from '@/config/paths';
import { useEarlyInput } from '@/hooks/use-early-input';
import { toSearchString } from '@/utils/query-string';
import { readCatalogSearch, withSort } from '../utils/catalog-search';

/**
 * The list order, kept in the URL (`sort`); the server's default is left out of the URL. Without
 * JavaScript, a button sends the choice as a GET form to the home page.
 */
export function SortSelect() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { language } = usePageAddress();
  const [searchParams] = useSearchParams();
  const { query, sort } = readCatalogSearch(searchParams);
  const searching = query.trim() !== '';
  const defaultSort: ProductSort = searching ? 'relevance' : 'newest';
  // Best match only means something for a search.
  const options = PRODUCT_SORTS.filter((option) => searching || option !== 'relevance');
  const value = sort && options.includes(sort) ? sort : defaultSort;
  const choose = (next: ProductSort) => {
    void navigate({
      pathname: paths.home,
      search: toSearchString(withSort(searchParams, next === defaultSort ? undefined : next)),
    });
  };
  const selectRef = useEarlyInput<HTMLSelectElement>((chosen) => choose(chosen as ProductSort));

  return (
    <AddressForm
      action={localisedTo(paths.home, language) as string}
      params={withSort(searchParams, undefined)}
      submitLabel={t('sort.submit')}
      // Without JavaScript its button comes too: on a narrow screen it goes on a line of its own.
      className="flex flex-wrap items-center gap-2"
    >
      <label
        htmlFor={id}
        className="flex items-center gap-1.5 text-sm font-medium text-neutral-700"
      >
        <ArrowDownUp aria-hidden="true" className="size-4" />
        {t('sort.label')}
      </label>
      <select
        ref={selectRef}
        id={id}
        name={SEARCH_PARAM.sort}
        value={value}
        onChange={(event) => choose(event.target.value as ProductSort)}
        className="h-10 rounded-lg border border-neutral-300 bg-white pr-8 pl-3 text-sm font-medium text-neutral-900 hover:border-neutral-400"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </AddressForm>
  );
}
